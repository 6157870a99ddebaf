import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useState } from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSession } from '../../../lib/session';
import { ConfigurationTab } from './ConfigurationTab';
import { MessageLogsTab } from './MessageLogsTab';
import { TestMessagesTab } from './TestMessagesTab';
import { useAdminWhatsappT } from './t';

/** The tabs by their ids' slugs (their names: the catalog's `tabs`). */
const TABS = ['configuration', 'test-messages', 'message-logs'] as const;

/**
 * Admin: WhatsApp settings (spec §2). Members see the spec §6 access-denied state here rather than
 * being sent away, and no WhatsApp data is requested for them (the server refuses it anyway).
 */
export function WhatsappSettingsScreen() {
  const { user } = useSession();
  const { t } = useAdminWhatsappT();
  const [tab, setTab] = useState(0);
  // On a phone the three tabs share the width (each label may take two lines) instead of scrolling, which cut the
  // third to 'Me…' behind the scroll buttons.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (!user?.isAdmin) {
    return (
      <Box>
        <Alert severity="error" variant="outlined" role="alert">
          {t('denied')}
        </Alert>
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <WhatsAppIcon aria-hidden sx={{ color: '#15803d' }} />
        {t('intro')}
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_e, v: number) => setTab(v)}
          aria-label={t('tabsLabel')}
          variant={phone ? 'fullWidth' : 'standard'}
          sx={{ '& .MuiTab-root': { minWidth: 0, px: { xs: 1, sm: 2 } } }}
        >
          {TABS.map((slug, i) => (
            <Tab key={slug} label={t(`tabs.${slug}`)} id={`whatsapp-tab-${slug}`} aria-controls={`whatsapp-panel-${slug}`} value={i} />
          ))}
        </Tabs>
        {TABS.map((slug, i) => (
          <Box
            key={slug}
            role="tabpanel"
            id={`whatsapp-panel-${slug}`}
            aria-labelledby={`whatsapp-tab-${slug}`}
            hidden={tab !== i}
            sx={{ p: { xs: 2, sm: 3 }, borderTop: 1, borderColor: 'divider' }}
          >
            {tab === i && (i === 0 ? <ConfigurationTab /> : i === 1 ? <TestMessagesTab onSent={() => undefined} /> : <MessageLogsTab />)}
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
