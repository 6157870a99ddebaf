import { useLocation } from 'react-router-dom';
import { AuthLayout } from '../features/auth/AuthLayout';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { useAuthT } from '../features/auth/t';

export default function ResetPasswordPage() {
  const { t } = useAuthT();
  // The link's token (what react-router's useSearchParams would read, without its code in the first download).
  const token = new URLSearchParams(useLocation().search).get('token');
  return (
    <AuthLayout title={t('page.resetTitle')} subtitle={t('page.resetSubtitle')}>
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
