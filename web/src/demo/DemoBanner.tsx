import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { demoAdmin } from '../mocks/handlers';
import { DEMO_PARENT } from '../mocks/demo/junior';
import { demoUser, leaveDemo, switchDemoUser } from './demo-mode';
import { useTopBannerHeight } from '../ui/shell/topBanner';
import { useDemoT } from './t';

/**
 * Always in view while demo mode is on: what it is, a switch between the two sample accounts (the parent and the
 * admin, spec §9), and the way out. Signing out would end the demo (it clears local storage, spec §4), so the
 * switch is how the demo's admin screens are reached. The shell's side menu and header start below it (its height is
 * published by useTopBannerHeight), so it covers neither.
 */
export function DemoBanner() {
  const { t } = useDemoT();
  const asAdmin = demoUser()?.isAdmin === true;
  const ref = useRef<HTMLDivElement>(null);
  useTopBannerHeight(ref);
  return (
    <Alert
      ref={ref}
      severity="info"
      variant="filled"
      role="status"
      sx={{ borderRadius: 0, position: 'sticky', top: 0, zIndex: (t) => t.zIndex.appBar + 2, bgcolor: '#1e3a8a', color: '#fff', '& .MuiAlert-action': { pt: 0, alignItems: 'center' } }}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button color="inherit" size="small" variant="outlined" onClick={() => switchDemoUser(asAdmin ? DEMO_PARENT : demoAdmin)}>
            {asAdmin ? t('toParent') : t('toAdmin')}
          </Button>
          <Button color="inherit" size="small" variant="outlined" onClick={() => void leaveDemo()}>
            {t('leave')}
          </Button>
        </Box>
      }
    >
      {t('banner')}
    </Alert>
  );
}
