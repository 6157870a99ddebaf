import { AuthLayout } from '../features/auth/AuthLayout';
import { SsoFinish } from '../features/sso/SsoFinish';
import { useAuthT } from '../features/auth/t';

/** /auth/sso/:provider (routed by AuthPage) — the address OpenID providers send the browser back to. */
export default function SsoCallbackPage({ provider }: { provider: string }) {
  const { t } = useAuthT();
  return (
    <AuthLayout title={t('page.welcome')} subtitle={t('page.ssoSubtitle')}>
      <SsoFinish provider={provider} />
    </AuthLayout>
  );
}
