import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import EventIcon from '@mui/icons-material/Event';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import CampaignIcon from '@mui/icons-material/Campaign';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthT } from './t';

const FEATURES = [
  { icon: <MeetingRoomIcon />, key: 'rooms' },
  { icon: <EventIcon />, key: 'events' },
  { icon: <HowToRegIcon />, key: 'rsvp' },
  { icon: <CampaignIcon />, key: 'announcements' },
] as const;

/** The landing copy of the split screen (spec §1): what D.Office offers its members. */
function Landing() {
  const { t } = useAuthT();
  const { t: common } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('landing.about')}
      sx={{
        flex: 1,
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        px: 8,
        py: 6,
        color: 'common.white',
        background: 'linear-gradient(150deg, #1e3a8a 0%, #1d4ed8 55%, #4338ca 100%)',
      }}
    >
      <Typography variant="h3" component="p" sx={{ fontWeight: 700, mb: 1 }}>
        {common('appName')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 5, maxWidth: 520, opacity: 0.9 }}>
        {t('landing.tagline')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, maxWidth: 520 }}>
        {FEATURES.map((f) => (
          <Box component="li" key={f.key} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ p: 1, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.15)', display: 'flex' }} aria-hidden>
              {f.icon}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{t(`landing.${f.key}`)}</Typography>
              <Typography variant="body2" sx={{ opacity: 0.9 }}>
                {t(`landing.${f.key}Text`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Split screen of the public pages: landing copy on the left (desktop), the form card on the right. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Landing />
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 4, md: 6 } }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
          <Typography
            component="p"
            variant="h5"
            sx={{ display: { xs: 'block', md: 'none' }, fontWeight: 700, color: 'primary.main', mb: 2 }}
          >
            {t('appName')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 2 }}>{children}</Box>
        </Paper>
      </Box>
    </Box>
  );
}
