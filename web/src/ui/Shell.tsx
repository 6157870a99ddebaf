import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';
import { FullPageSpinner } from './FullPageSpinner';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { pageTitle } from './shell/nav';
import { BottomBar, SideMenu } from './shell/navigation';
import { BOTTOM_BAR_HEIGHT, SIDE_MENU_WIDTH } from '../theme';
import { TextLink } from './TextLink';

/**
 * The page shell of every signed-in screen (spec §2): side menu on desktop, bottom bar on mobile
 * (< md), header and footer. `defaultMatches: true` keeps the desktop layout where matchMedia is
 * missing (jsdom); `noSsr` reads the real width on the first render so phones never flash the side menu.
 */
export default function Shell() {
  const { user } = useSession();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const { pathname } = useLocation();
  const title = pageTitle(pathname);

  useEffect(() => {
    document.title = title === 'D.Office' ? title : `${title} · D.Office`;
  }, [title]);

  if (!user) return <FullPageSpinner />; // RequireAuth renders the shell only with a user.
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TextLink
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </TextLink>
      {desktop && (
        // The menu's width is kept while its code loads, so the page does not move when it appears.
        <Suspense fallback={<Box sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0 }} />}>
          <SideMenu user={user} />
        </Suspense>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', pb: desktop ? 0 : `${BOTTOM_BAR_HEIGHT}px` }}>
        <Header title={title} desktop={desktop} />
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, p: { xs: 2, sm: 3 }, outline: 'none' }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
      {!desktop && (
        <Suspense fallback={null}>
          <BottomBar user={user} />
        </Suspense>
      )}
    </Box>
  );
}
