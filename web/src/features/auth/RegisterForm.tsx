import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { registerFormSchema } from '../../../../validation/auth';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { markJustRegistered } from '../../lib/welcome';
import { FormTextField } from '../../ui/FormTextField';
import { useRegister } from './operations';
import { useAuthT } from './t';

/** Register tab. The server sets the username to the email; confirmPassword is never sent. */
export function RegisterForm() {
  const { register } = useRegister();
  const toast = useToast();
  const { t } = useAuthT();
  const navigate = useNavigate();
  return (
    <Formik
      initialValues={{ email: '', fullName: '', password: '', confirmPassword: '' }}
      validationSchema={registerFormSchema}
      onSubmit={async ({ email, fullName, password }) => {
        try {
          await register({ email: email.trim(), fullName: fullName.trim(), password });
        } catch (error) {
          toast({
            title: t('register.failed'),
            description: serverMessage(error, t('register.failedText')),
            variant: 'destructive',
          });
          return;
        }
        markJustRegistered();
        toast({ title: t('register.success'), description: t('register.successText'), variant: 'success' });
        navigate('/', { replace: true });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('register.form')}>
          <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
            {t('register.intro')}
          </Alert>
          <FormTextField form="register" name="email" label={t('register.email')} type="email" autoComplete="email" />
          <FormTextField form="register" name="fullName" label={t('register.fullName')} autoComplete="name" />
          <FormTextField form="register" name="password" label={t('register.password')} type="password" autoComplete="new-password" />
          <FormTextField form="register" name="confirmPassword" label={t('register.confirmPassword')} type="password" autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 3 }}>
            {t('register.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
