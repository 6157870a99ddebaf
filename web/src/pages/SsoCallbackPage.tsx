import { AuthLayout } from '../features/auth/AuthLayout';
import { SsoFinish } from '../features/sso/SsoFinish';

/** /auth/sso/:provider (routed by AuthPage) — the address OpenID providers send the browser back to. */
export default function SsoCallbackPage({ provider }: { provider: string }) {
  return (
    <AuthLayout title="Welcome to D.Office" subtitle="Signing in with your organisation's account">
      <SsoFinish provider={provider} />
    </AuthLayout>
  );
}
