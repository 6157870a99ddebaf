import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { InboxBell } from '../../features/inbox/InboxBell';
import { formatHeaderDate } from '../../lib/format';

/** Page title, today's date (desktop only, 'Month d, yyyy') and the notifications bell. */
export function Header({ title, desktop }: { title: string; desktop: boolean }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700, flex: 1 }} noWrap>
          {title}
        </Typography>
        {desktop && (
          <Typography variant="body2" color="text.secondary">
            {formatHeaderDate(new Date())}
          </Typography>
        )}
        <Box>
          <InboxBell />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
