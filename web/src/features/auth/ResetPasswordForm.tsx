import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { resetPasswordFormSchema } from '../../../../validation/auth';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { BackToLogin } from './ForgotPasswordForm';
import { FormTextField } from '../../ui/FormTextField';
import { useResetPassword } from './operations';
import { useAuthT } from './t';

/** Spec §8: after a successful reset the user goes to /auth after 2 seconds. */
export const RESET_REDIRECT_MS = 2000;

/** /reset-password?token=…: choose a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { resetPassword } = useResetPassword();
  const toast = useToast();
  const { t } = useAuthT();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(() => navigate('/auth', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!token) {
    return (
      <>
        <Alert severity="error">{t('reset.noToken')}</Alert>
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            {t('reset.requestNew')}
          </Link>
        </Box>
      </>
    );
  }
  if (done !== null) {
    return (
      <Alert severity="success" role="status">
        {done}
      </Alert>
    );
  }
  return (
    <Formik
      initialValues={{ newPassword: '', confirmPassword: '' }}
      validationSchema={resetPasswordFormSchema}
      onSubmit={async ({ newPassword }) => {
        try {
          setDone((await resetPassword(token, newPassword)) || t('reset.done'));
        } catch (error) {
          toast({ title: t('reset.failed'), description: serverMessage(error, '') || undefined, variant: 'destructive' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('reset.form')}>
          <FormTextField form="reset" name="newPassword" label={t('reset.newPassword')} type="password" autoComplete="new-password" autoFocus />
          <FormTextField form="reset" name="confirmPassword" label={t('reset.confirmPassword')} type="password" autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 3 }}>
            {t('reset.submit')}
          </Button>
          <BackToLogin />
        </Form>
      )}
    </Formik>
  );
}
