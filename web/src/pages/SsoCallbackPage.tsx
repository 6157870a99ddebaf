import { useParams } from 'react-router-dom';
import { AuthLayout } from '../features/auth/AuthLayout';
import { SsoFinish } from '../features/sso/SsoFinish';

/** /auth/sso/:provider — the address OpenID providers send the browser back to. */
export default function SsoCallbackPage() {
  const { provider = '' } = useParams();
  return (
    <AuthLayout title="Welcome to D.Office" subtitle="Signing in with your organisation's account">
      <SsoFinish provider={provider} />
    </AuthLayout>
  );
}
