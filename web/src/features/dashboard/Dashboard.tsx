import Box from '@mui/material/Box';
import { AnnouncementsPanel } from './AnnouncementsPanel';
import { useWelcomeToast } from './hooks';
import { UpcomingEventsPanel } from './UpcomingEventsPanel';

/** Spec §2 Dashboard: upcoming events, then recent announcements (the title is in the shell header). */
export function Dashboard() {
  useWelcomeToast();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <UpcomingEventsPanel />
      <AnnouncementsPanel />
    </Box>
  );
}
