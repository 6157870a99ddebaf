import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatHeaderDate } from '../../lib/format';
import { TOP_BANNER_HEIGHT } from './topBanner';

/**
 * Page title, today's date (desktop only, 'Month d, yyyy') and the header's actions (the app puts the notifications
 * bell there: the shell knows no feature). Drawn as MUI's
 * sticky AppBar (color inherit, no elevation) with a Toolbar inside, in plain elements: those two
 * components only set these styles, and the first screen need not download them.
 */
export function Header({ title, desktop, actions }: { title: string; desktop: boolean; actions?: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        // Sticks below demo mode's banner, not under it.
        top: TOP_BANNER_HEIGHT,
        zIndex: 'appBar',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        boxSizing: 'border-box',
        flexShrink: 0,
        color: 'inherit',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={(t) => ({ ...t.mixins.toolbar, position: 'relative', display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, sm: 3 } })}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700, flex: 1 }} noWrap>
          {title}
        </Typography>
        {desktop && (
          <Typography variant="body2" color="text.secondary">
            {formatHeaderDate(new Date())}
          </Typography>
        )}
        {actions && <Box>{actions}</Box>}
      </Box>
    </Box>
  );
}
