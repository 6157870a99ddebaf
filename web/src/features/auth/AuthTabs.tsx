import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import { useAuthT } from './t';

type TabKey = 'signin' | 'register';

/** The two tabs of /auth; each panel is labelled by its tab for screen readers. */
export function AuthTabs() {
  const { t } = useAuthT();
  const [tab, setTab] = useState<TabKey>('signin');
  // The Register form renders when its tab is first opened, not with the page (half the first render).
  const [registerOpened, setRegisterOpened] = useState(false);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, v: TabKey) => {
          setTab(v);
          if (v === 'register') setRegisterOpened(true);
        }}
        variant="fullWidth"
        aria-label={t('tabs.label')}
      >
        <Tab label={t('tabs.signIn')} value="signin" id="auth-tab-signin" aria-controls="auth-panel-signin" />
        <Tab label={t('tabs.register')} value="register" id="auth-tab-register" aria-controls="auth-panel-register" />
      </Tabs>
      {/* Once opened, both panels stay mounted (the inactive one hidden) so typed values survive a tab switch. */}
      <Box role="tabpanel" id="auth-panel-signin" aria-labelledby="auth-tab-signin" hidden={tab !== 'signin'} sx={{ pt: 1 }}>
        <SignInForm />
      </Box>
      <Box role="tabpanel" id="auth-panel-register" aria-labelledby="auth-tab-register" hidden={tab !== 'register'} sx={{ pt: 1 }}>
        {registerOpened && <RegisterForm />}
      </Box>
    </>
  );
}
