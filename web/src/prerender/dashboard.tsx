// Build time only (web/vite.config.mts runs it in Node): never part of the browser bundle.
import Box from '@mui/material/Box';
import { AnnouncementItem } from '../features/dashboard/AnnouncementsPanel';
import { Dashboard } from '../features/dashboard/Dashboard';
import { InboxBell } from '../features/inbox/InboxBell';
import type { DashboardAnnouncement, DashboardEvent } from '../features/dashboard/hooks';
import { UpcomingEventItem } from '../features/dashboard/UpcomingEventItem';
import type { EventType, RsvpStatus } from '../gql/graphql';
import { ToastSample } from '../lib/toast';
import type { SessionUser } from '../lib/session';
import { BottomBar, BottomBarFrame } from '../ui/shell/BottomBar';
import { Header } from '../ui/shell/Header';
import { documentTitle, pageTitle } from '../ui/shell/nav';
import { ShellFrame } from '../ui/shell/ShellFrame';
import { SideMenuFrame } from '../ui/shell/SideMenu';
import { BOTTOM_BAR_HEIGHT, EVENT_TYPE_COLOURS } from '../theme';
import { prerenderPage, type PrerenderedPage } from './page';

const DASHBOARD = '/dashboard';

/**
 * The dashboard as its first commit draws it, before anything of the viewer's is known: the shell's frame (the
 * header with the page's title and the bell, the footer, the side menu's column from the md breakpoint up and the
 * bottom bar's below it, both by media query, without their links, which depend on the viewer's roles) and the two
 * panels with their headings and skeletons. The header's date is left out (it would be the build's day).
 */
function DashboardShell() {
  return (
    <ShellFrame
      sideMenu={<SideMenuFrame display={{ xs: 'none', md: 'block' }} />}
      header={<Header title={pageTitle(DASHBOARD)} desktop={false} actions={<InboxBell />} />}
      bottomBar={
        <BottomBarFrame display={{ md: 'none' }}>
          <Box sx={{ height: BOTTOM_BAR_HEIGHT }} />
        </BottomBarFrame>
      }
      bottomBarSpace={{ xs: `${BOTTOM_BAR_HEIGHT}px`, md: 0 }}
    >
      <Dashboard />
    </ShellFrame>
  );
}

const MEMBER: SessionUser = { __typename: 'User', id: '0', username: 'member', email: 'member@example.org', fullName: 'A Member', isAdmin: false, isParent: false, language: null };

const sampleEvent = (type: EventType, answer: RsvpStatus | undefined, more: Partial<DashboardEvent> = {}): DashboardEvent => ({
  __typename: 'Event',
  id: 'sample',
  title: 'Event',
  type,
  date: '2999-01-01',
  status: 'confirmed',
  startTime: '10:00',
  endTime: '11:00',
  location: 'Room',
  locationDetail: null,
  maxAttendees: 20,
  attendeeCount: 1,
  waitlistCount: 0,
  waitlistPosition: null,
  currentUserRsvp: answer ? { __typename: 'RsvpInfo', status: answer, respondedAt: '2999-01-01T00:00:00.000Z' } : null,
  ...more,
});

/**
 * An upcoming event of each type, with each RSVP answer and none, and full ones with the waiting list to join or
 * to leave (the dashboard's items differ by all of these).
 */
const SAMPLE_EVENTS: DashboardEvent[] = [
  ...(Object.keys(EVENT_TYPE_COLOURS) as EventType[]).map((type, i) =>
    sampleEvent(type, ([undefined, 'attending', 'maybe', 'not_attending'] as const)[i % 4]),
  ),
  sampleEvent('meeting', undefined, { attendeeCount: 20, waitlistCount: 1 }),
  sampleEvent('meeting', 'maybe', { attendeeCount: 20, waitlistCount: 1, waitlistPosition: 1 }),
];

const SAMPLE_ANNOUNCEMENT: DashboardAnnouncement = {
  __typename: 'Announcement',
  id: 'sample',
  title: 'Announcement',
  content: 'Text',
  createdAt: '2999-01-01T00:00:00.000Z',
  author: { __typename: 'Person', id: '0', fullName: 'A Member' },
  team: null,
  league: null,
};

/**
 * What the app draws on a phone's dashboard right after its first commit, rendered for its styles only: the panels'
 * items (each event type, each RSVP answer and none), a member's bottom bar and the welcome toast. Their rules come
 * with the page (~5 KB gzip), so the phone's main thread does not make them (~50 classes, ~17 ms of a desktop CPU) in
 * the app's commits. The desktop's side menu is left out: a desktop makes its few classes in no time.
 */
function DashboardStyleSamples() {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {SAMPLE_EVENTS.map((event, i) => (
          <UpcomingEventItem key={i} event={event} pending={false} onRsvp={() => undefined} />
        ))}
        <AnnouncementItem announcement={SAMPLE_ANNOUNCEMENT} />
        {/* A team's announcement: its tag is drawn in another colour than 'General'. */}
        <AnnouncementItem announcement={{ ...SAMPLE_ANNOUNCEMENT, team: { __typename: 'Team', id: '0', name: 'A Team' } }} />
      </Box>
      <BottomBar user={MEMBER} />
      <ToastSample toast={{ title: 'Welcome to D.Office!', description: 'Your account has been created successfully.', variant: 'success' }} />
    </>
  );
}

/**
 * /dashboard for `web/dist/prerendered/dashboard.html`, which the server sends to a signed-in member (with the
 * session's answers added to its head, as to index.html): the dashboard's frame and loading state are painted from
 * the HTML, where index.html shows a spinner until the scripts have run (Lighthouse's FCP, and its LCP, the panel's
 * heading). The app's first commit draws the same and takes its place.
 */
export function renderDashboardPage(indexHtml: string): PrerenderedPage {
  return prerenderPage(indexHtml, DASHBOARD, <DashboardShell />, { title: documentTitle(DASHBOARD), styleSamples: <DashboardStyleSamples /> });
}
