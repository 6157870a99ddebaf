import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { TWO_FACTOR_CHALLENGE_EXPIRED, TWO_FACTOR_REQUIRED } from '../../../../rules/two-factor';
import { twoFactorCodeSchema } from '../../../../validation/two-factor';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { FormTextField } from '../../ui/FormTextField';
import { useLoginWithTwoFactor } from './operations';

/**
 * Sign-in's second step, after a password the server accepted for an account with two-factor on: a code from the
 * authenticator app or a recovery code. A challenge that has expired (5 minutes) goes back to the password.
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: () => void; onRestart: () => void }) {
  const loginWithTwoFactor = useLoginWithTwoFactor();
  const toast = useToast();
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={twoFactorCodeSchema}
      onSubmit={async ({ code }, { setFieldValue }) => {
        try {
          await loginWithTwoFactor(challenge, code.trim());
        } catch (error) {
          const message = serverMessage(error, 'An error occurred during login');
          toast({ title: 'Login failed', description: message, variant: 'destructive' });
          if (message === TWO_FACTOR_CHALLENGE_EXPIRED) onRestart();
          else await setFieldValue('code', '', false);
          return;
        }
        onSignedIn();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Two-factor code">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {TWO_FACTOR_REQUIRED}, or one of your recovery codes.
          </Typography>
          <FormTextField form="signin-code" name="code" label="Authentication code" autoComplete="one-time-code" autoFocus />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 2 }}>
            Verify
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
            <Button variant="text" size="small" onClick={onRestart}>
              Use another account
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
