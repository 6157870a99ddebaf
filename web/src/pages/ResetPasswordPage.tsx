import { useLocation } from 'react-router-dom';
import { AuthLayout } from '../features/auth/AuthLayout';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';

export default function ResetPasswordPage() {
  // The link's token (what react-router's useSearchParams would read, without its code in the first download).
  const token = new URLSearchParams(useLocation().search).get('token');
  return (
    <AuthLayout title="Reset your password" subtitle="Choose a new password for your account">
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
