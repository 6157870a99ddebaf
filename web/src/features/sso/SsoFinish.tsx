import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { twoFactorChallenge } from '../auth/loginError';
import { TwoFactorStep } from '../auth/TwoFactorStep';
import { useFinishSso } from './operations';
import { useAuthT } from '../auth/t';

type State = { step: 'working' } | { step: 'code'; challenge: string } | { step: 'failed'; message: string };

/**
 * Where the provider sends the browser back (/auth/sso/<id>?code=…&state=…): the server checks the answer against the
 * flow cookie and signs in, or asks for the two-factor code as after a password, or says why not.
 */
export function SsoFinish({ provider }: { provider: string }) {
  const finish = useFinishSso();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { t } = useAuthT();
  const [state, setState] = useState<State>({ step: 'working' });
  // A code works once: React's development double effect must not send it twice.
  const sent = useRef(false);
  const welcome = () => {
    toast({ title: t('signIn.success'), description: t('signIn.successText'), variant: 'success' });
    navigate('/dashboard', { replace: true });
  };
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const query = location.search;
    // The code and state leave the address bar (and the history) at once.
    navigate(location.pathname, { replace: true });
    finish(provider, query).then(welcome, (error: unknown) => {
      const challenge = twoFactorChallenge(error);
      setState(challenge ? { step: 'code', challenge } : { step: 'failed', message: serverMessage(error, t('signIn.failedText')) });
    });
    // Once, on arrival: the answer is in the address bar only now.
  }, []);

  if (state.step === 'code') return <TwoFactorStep challenge={state.challenge} onSignedIn={welcome} onRestart={() => navigate('/auth', { replace: true })} />;
  if (state.step === 'failed')
    return (
      <Stack spacing={2}>
        <Alert severity="error">{state.message}</Alert>
        <Button component={RouterLink} to="/auth" replace variant="contained">
          {t('sso.backToSignIn')}
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={2} role="status" sx={{ py: 3, alignItems: "center" }}>
      <CircularProgress aria-hidden />
      <Typography>{t('sso.signingIn')}</Typography>
    </Stack>
  );
}
