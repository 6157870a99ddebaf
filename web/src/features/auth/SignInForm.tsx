import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loginSchema } from '../../../../validation/auth';
import { useToast } from '../../lib/toast';
import { FormTextField } from '../../ui/FormTextField';
import { useState } from 'react';
import { loginErrorMessage, twoFactorChallenge } from './loginError';
import { useLogin } from './operations';
import { TwoFactorStep } from './TwoFactorStep';
import { PasskeySignInButton } from './PasskeySignInButton';
import { useAuthT } from './t';

/** Sign In tab: username (or email) and password, then for an account with two-factor on the code; or a passkey. */
export function SignInForm() {
  const { login } = useLogin();
  const toast = useToast();
  const { t } = useAuthT();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<string | null>(null);
  const welcome = () => {
    toast({ title: t('signIn.success'), description: t('signIn.successText'), variant: 'success' });
    navigate('/dashboard', { replace: true });
  };
  if (challenge) return <TwoFactorStep challenge={challenge} onSignedIn={welcome} onRestart={() => setChallenge(null)} />;
  return (
    <>
      <Formik
        initialValues={{ username: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={async ({ username, password }) => {
          const name = username.trim();
          try {
            await login(name, password);
          } catch (error) {
            const next = twoFactorChallenge(error);
            if (next) setChallenge(next);
            else toast({ title: t('signIn.failed'), description: loginErrorMessage(error, name, t), variant: 'destructive' });
            return;
          }
          welcome();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('signIn.form')}>
            <FormTextField form="signin" name="username" label={t('signIn.username')} autoComplete="username webauthn" autoFocus />
            <FormTextField form="signin" name="password" label={t('signIn.password')} type="password" autoComplete="current-password" />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
              <Link component={RouterLink} to="/forgot-password" variant="body2">
                {t('signIn.forgot')}
              </Link>
            </Box>
            <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 3 }}>
              {t('signIn.submit')}
            </Button>
          </Form>
        )}
      </Formik>
      {/* Beside the form, not in it: no password is asked (and the form's Sign In stays its only button). */}
      <PasskeySignInButton onSignedIn={welcome} />
    </>
  );
}
