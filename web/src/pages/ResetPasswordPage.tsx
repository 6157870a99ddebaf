import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../features/auth/AuthLayout';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Reset your password" subtitle="Choose a new password for your account">
      <ResetPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}
