import { AuthLayout } from '../features/auth/AuthLayout';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your email and we'll send you a link to reset your password">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
