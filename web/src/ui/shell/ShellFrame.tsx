import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import type { ReactNode } from 'react';
import { TextLink } from '../TextLink';
import { Footer } from './Footer';
import { useTranslation } from 'react-i18next';

/**
 * The layout of every signed-in screen (spec §2): the skip link, the side menu's column, the header, the screen
 * and the footer in a column, and the bottom bar. The app's Shell fills it for the width it reads; the dashboard's
 * prerendered page (prerender/dashboard.tsx) fills it with both navigations' frames, each shown by media query.
 */
export function ShellFrame({
  sideMenu,
  header,
  bottomBar,
  bottomBarSpace,
  children,
}: {
  sideMenu: ReactNode;
  header: ReactNode;
  bottomBar: ReactNode;
  /** Room kept below the column for the bottom bar, which is fixed over the page's foot. */
  bottomBarSpace: ResponsiveStyleValue<number | string>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
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
        {t('shell.skipToMain')}
      </TextLink>
      {sideMenu}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', pb: bottomBarSpace }}>
        {header}
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, p: { xs: 2, sm: 3 }, outline: 'none' }}>
          {children}
        </Box>
        <Footer />
      </Box>
      {bottomBar}
    </Box>
  );
}
