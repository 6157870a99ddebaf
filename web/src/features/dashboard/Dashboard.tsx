import Box from '@mui/material/Box';
import { PageAnswer } from '../../lib/pageAnswers';
import { AnnouncementsPanel } from './AnnouncementsPanel';
import { useWelcomeToast } from './hooks';
import { DashboardAnnouncementsDocument, DashboardUpcomingEventsDocument } from './operations';
import { UpcomingEventsPanel } from './UpcomingEventsPanel';

/** Spec §2 Dashboard: upcoming events, then recent announcements (the title is in the shell header). */
export function Dashboard() {
  useWelcomeToast();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {/* The page's answers, when it carried them, go into the cache before each panel reads them. */}
      <PageAnswer document={DashboardUpcomingEventsDocument}>
        <UpcomingEventsPanel />
      </PageAnswer>
      <PageAnswer document={DashboardAnnouncementsDocument}>
        <AnnouncementsPanel />
      </PageAnswer>
    </Box>
  );
}
