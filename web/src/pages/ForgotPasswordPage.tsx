import { AuthLayout } from '../features/auth/AuthLayout';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm';
import { useAuthT } from '../features/auth/t';

export default function ForgotPasswordPage() {
  const { t } = useAuthT();
  return (
    <AuthLayout title={t('page.forgotTitle')} subtitle={t('page.forgotSubtitle')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
