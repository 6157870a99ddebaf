import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TextLink } from '../../ui/TextLink';
import { useDashboardT } from './t';

const linkSx = { fontWeight: 600, fontSize: 14 };

/** A dashboard panel: heading, a 'View All' link (route or in-page anchor) and its content. */
export function Panel({
  id,
  title,
  icon,
  viewAll,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  /** A route ('/events') or an anchor ('#announcements'). */
  viewAll: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  const { t } = useDashboardT();
  return (
    <Card component="section" id={id} aria-labelledby={headingId} sx={{ scrollMarginTop: 80 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
            {icon}
            <Typography id={headingId} variant="h6" component="h2" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {title}
            </Typography>
          </Box>
          {viewAll.startsWith('#') ? (
            <TextLink href={viewAll} underline="hover" sx={linkSx}>
              {t('viewAll')}
            </TextLink>
          ) : (
            <TextLink component={RouterLink} to={viewAll} underline="hover" sx={linkSx}>
              {t('viewAll')}
            </TextLink>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
