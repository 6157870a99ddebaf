import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { lazy, Suspense, useState } from 'react';
import { formatHeaderDate } from '../../lib/format';

// Popover (with Modal and its focus trap) loads on the first click, not with every page.
const Popover = lazy(() => import('@mui/material/Popover'));

/** There is no notifications feature yet: the bell says so instead of doing nothing. */
function NotificationsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted after the first open so the popover can animate out.
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Notifications"
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setUsed(true);
        }}
      >
        <NotificationsNoneIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <Popover
            open={!!anchor}
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { p: 2, mt: 1, minWidth: 220 } } }}
          >
            <Typography variant="body2" color="text.secondary">
              No new notifications
            </Typography>
          </Popover>
        </Suspense>
      )}
    </>
  );
}

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
          <NotificationsButton />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
