import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { forgotPasswordSchema } from '../../../../validation/auth';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { FormTextField } from '../../ui/FormTextField';
import { useForgotPassword } from './operations';
import { useAuthT } from './t';

export function BackToLogin() {
  const { t } = useAuthT();
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to="/auth" variant="body2">
        {t('forgot.backToLogin')}
      </Link>
    </Box>
  );
}

/** /forgot-password: ask for a reset link; the server answers the same whether or not the email is known. */
export function ForgotPasswordForm() {
  const { forgotPassword } = useForgotPassword();
  const toast = useToast();
  const { t } = useAuthT();
  const [sent, setSent] = useState<string | null>(null);

  if (sent !== null) {
    return (
      <>
        <Alert severity="success" role="status">
          {sent}
        </Alert>
        <BackToLogin />
      </>
    );
  }
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordSchema}
      onSubmit={async ({ email }) => {
        try {
          setSent(await forgotPassword(email.trim()));
        } catch (error) {
          toast({ title: t('forgot.failed'), description: serverMessage(error, '') || undefined, variant: 'destructive' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('forgot.form')}>
          <FormTextField form="forgot" name="email" label={t('forgot.email')} type="email" autoComplete="email" autoFocus />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 3 }}>
            {t('forgot.submit')}
          </Button>
          <BackToLogin />
        </Form>
      )}
    </Formik>
  );
}
