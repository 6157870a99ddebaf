import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loginSchema } from '../../../../validation/auth';
import { useToast } from '../../lib/toast';
import { FormTextField } from '../../ui/FormTextField';
import { loginErrorMessage } from './loginError';
import { useLogin } from './operations';

/** Sign In tab: username (or email) and password. */
export function SignInForm() {
  const { login } = useLogin();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <Formik
      initialValues={{ username: '', password: '' }}
      validationSchema={loginSchema}
      onSubmit={async ({ username, password }) => {
        const name = username.trim();
        try {
          await login(name, password);
        } catch (error) {
          toast({ title: 'Login failed', description: loginErrorMessage(error, name), variant: 'destructive' });
          return;
        }
        toast({ title: 'Login successful', description: 'Welcome to D.Office', variant: 'success' });
        navigate('/dashboard', { replace: true });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign In">
          <FormTextField form="signin" name="username" label="Email or username" autoComplete="username" autoFocus />
          <FormTextField form="signin" name="password" label="Password" type="password" autoComplete="current-password" />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              Forgot your password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 3 }}>
            Sign In
          </Button>
        </Form>
      )}
    </Formik>
  );
}
