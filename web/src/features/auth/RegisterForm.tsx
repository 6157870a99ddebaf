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

/** Register tab. The server sets the username to the email; confirmPassword is never sent. */
export function RegisterForm() {
  const { register } = useRegister();
  const toast = useToast();
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
            title: 'Registration failed',
            description: serverMessage(error, 'There was an error creating your account'),
            variant: 'destructive',
          });
          return;
        }
        markJustRegistered();
        toast({ title: 'Registration successful', description: 'Your account has been created successfully.', variant: 'success' });
        navigate('/', { replace: true });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Register">
          <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
            New member? Your email address becomes your username. Once registered you can book meeting
            rooms, RSVP to club events and read announcements straight away.
          </Alert>
          <FormTextField form="register" name="email" label="Email" type="email" autoComplete="email" />
          <FormTextField form="register" name="fullName" label="Full Name" autoComplete="name" />
          <FormTextField form="register" name="password" label="Password" type="password" autoComplete="new-password" />
          <FormTextField form="register" name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 3 }}>
            Create Account
          </Button>
        </Form>
      )}
    </Formik>
  );
}
