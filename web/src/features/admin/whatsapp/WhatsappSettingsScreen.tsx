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

const TABS = ['Configuration', 'Test Messages', 'Message Logs'] as const;
const slug = (t: string) => t.toLowerCase().replace(/ /g, '-');

/**
 * Admin: WhatsApp settings (spec §2). Members see the spec §6 access-denied state here rather than
 * being sent away, and no WhatsApp data is requested for them (the server refuses it anyway).
 */
export function WhatsappSettingsScreen() {
  const { user } = useSession();
  const [tab, setTab] = useState(0);
  // On a phone the three tabs share the width (each label may take two lines) instead of scrolling, which cut the
  // third to 'Me…' behind the scroll buttons.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (!user?.isAdmin) {
    return (
      <Box>
        <Alert severity="error" variant="outlined" role="alert">
          Access denied. Admin privileges required.
        </Alert>
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <WhatsAppIcon aria-hidden sx={{ color: '#15803d' }} />
        Connect the WhatsApp Business Cloud API, send a test message and follow every message&apos;s status.
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_e, v: number) => setTab(v)}
          aria-label="WhatsApp settings"
          variant={phone ? 'fullWidth' : 'standard'}
          sx={{ '& .MuiTab-root': { minWidth: 0, px: { xs: 1, sm: 2 } } }}
        >
          {TABS.map((t, i) => (
            <Tab key={t} label={t} id={`whatsapp-tab-${slug(t)}`} aria-controls={`whatsapp-panel-${slug(t)}`} value={i} />
          ))}
        </Tabs>
        {TABS.map((t, i) => (
          <Box
            key={t}
            role="tabpanel"
            id={`whatsapp-panel-${slug(t)}`}
            aria-labelledby={`whatsapp-tab-${slug(t)}`}
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
