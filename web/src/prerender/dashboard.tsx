// Build time only (web/vite.config.mts runs it in Node): never part of the browser bundle.
import Box from '@mui/material/Box';
import { Dashboard } from '../features/dashboard/Dashboard';
import { BottomBarFrame } from '../ui/shell/BottomBar';
import { Header } from '../ui/shell/Header';
import { documentTitle, pageTitle } from '../ui/shell/nav';
import { ShellFrame } from '../ui/shell/ShellFrame';
import { SideMenuFrame } from '../ui/shell/SideMenu';
import { BOTTOM_BAR_HEIGHT } from '../theme';
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
      header={<Header title={pageTitle(DASHBOARD)} desktop={false} />}
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

/**
 * /dashboard for `web/dist/prerendered/dashboard.html`, which the server sends to a signed-in member (with the
 * session's answers added to its head, as to index.html): the dashboard's frame and loading state are painted from
 * the HTML, where index.html shows a spinner until the scripts have run (Lighthouse's FCP, and its LCP, the panel's
 * heading). The app's first commit draws the same and takes its place.
 */
export function renderDashboardPage(indexHtml: string): PrerenderedPage {
  return prerenderPage(indexHtml, DASHBOARD, <DashboardShell />, { title: documentTitle(DASHBOARD) });
}
