import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';
import { FullPageSpinner } from './FullPageSpinner';
import { Header } from './shell/Header';
import { documentTitle, pageTitle } from './shell/nav';
import { BottomBar, SideMenu } from './shell/navigation';
import { ShellFrame } from './shell/ShellFrame';
import { BOTTOM_BAR_HEIGHT, SIDE_MENU_WIDTH } from '../theme';
import { useTranslation } from 'react-i18next';

/**
 * The page shell of every signed-in screen (spec §2): side menu on desktop, bottom bar on mobile
 * (< md), header and footer. `defaultMatches: true` keeps the desktop layout where matchMedia is
 * missing (jsdom); `noSsr` reads the real width on the first render so phones never flash the side menu.
 * `actions` go in the header (the app's notifications bell: pages/ShellPage.tsx).
 */
export default function Shell({ actions }: { actions?: ReactNode }) {
  const { user } = useSession();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const { pathname } = useLocation();
  // The title is the menu's label in the active language: the shell renders again when it changes.
  const { i18n } = useTranslation();
  const title = pageTitle(pathname);

  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname, i18n.language]);

  if (!user) return <FullPageSpinner />; // RequireAuth renders the shell only with a user.
  return (
    <ShellFrame
      sideMenu={
        desktop && (
          // The menu's width is kept while its code loads, so the page does not move when it appears.
          <Suspense fallback={<Box sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0 }} />}>
            <SideMenu user={user} />
          </Suspense>
        )
      }
      header={<Header title={title} desktop={desktop} actions={actions} />}
      bottomBar={
        !desktop && (
          <Suspense fallback={null}>
            <BottomBar user={user} />
          </Suspense>
        )
      }
      bottomBarSpace={desktop ? 0 : `${BOTTOM_BAR_HEIGHT}px`}
    >
      <Outlet />
    </ShellFrame>
  );
}
