import { AuthLayout } from '../features/auth/AuthLayout';
import { AuthTabs } from '../features/auth/AuthTabs';
import { TryDemoButton } from '../demo/TryDemoButton';

/** /auth: Sign In and Register tabs beside the landing copy, and the way into the demo. */
export default function AuthPage() {
  return (
    <AuthLayout title="Welcome to D.Office" subtitle="Sign in to your account or create a new one">
      <AuthTabs />
      <TryDemoButton />
    </AuthLayout>
  );
}
