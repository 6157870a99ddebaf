import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { TWO_FACTOR_CHALLENGE_EXPIRED } from '../../../../rules/two-factor';
import { twoFactorCodeSchema } from '../../../../validation/two-factor';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { FormTextField } from '../../ui/FormTextField';
import { useLoginWithTwoFactor } from './operations';
import { useAuthT } from './t';

/**
 * Sign-in's second step, after a password the server accepted for an account with two-factor on: a code from the
 * authenticator app or a recovery code. A challenge that has expired (5 minutes) goes back to the password.
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: () => void; onRestart: () => void }) {
  const loginWithTwoFactor = useLoginWithTwoFactor();
  const toast = useToast();
  const { t } = useAuthT();
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={twoFactorCodeSchema}
      onSubmit={async ({ code }, { setFieldValue }) => {
        try {
          await loginWithTwoFactor(challenge, code.trim());
        } catch (error) {
          const message = serverMessage(error, t('signIn.failedText'));
          toast({ title: t('signIn.failed'), description: message, variant: 'destructive' });
          if (message === TWO_FACTOR_CHALLENGE_EXPIRED) onRestart();
          else await setFieldValue('code', '', false);
          return;
        }
        onSignedIn();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('twoFactor.form')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('twoFactor.hint')}
          </Typography>
          <FormTextField form="signin-code" name="code" label={t('twoFactor.code')} autoComplete="one-time-code" autoFocus />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 2 }}>
            {t('twoFactor.verify')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
            <Button variant="text" size="small" onClick={onRestart}>
              {t('twoFactor.restart')}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
