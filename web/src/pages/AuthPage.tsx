import { lazy, Suspense } from 'react';
import { AuthLayout } from '../features/auth/AuthLayout';
import { AuthTabs } from '../features/auth/AuthTabs';
import { TryDemoButton } from '../demo/TryDemoButton';

// Single sign-on's buttons load after the page (most offices configure none; nothing shows then).
const SsoButtons = lazy(() => import('../features/sso/SsoButtons'));

/** /auth: Sign In and Register tabs beside the landing copy, any "Sign in with …" buttons, and the way into the demo. */
export default function AuthPage() {
  return (
    <AuthLayout title="Welcome to D.Office" subtitle="Sign in to your account or create a new one">
      <AuthTabs />
      <Suspense fallback={null}>
        <SsoButtons />
      </Suspense>
      <TryDemoButton />
    </AuthLayout>
  );
}
