import { AuthLayout } from '../features/auth/AuthLayout';
import { AuthTabs } from '../features/auth/AuthTabs';
import { lazy, Suspense } from 'react';

// Only demo builds offer the demo (it needs the in-browser backend, which normal builds do not ship).
const TryDemoButton = __DEMO_BUILD__ ? lazy(() => import('../demo/TryDemoButton')) : () => null;

/** /auth: Sign In and Register tabs beside the landing copy. */
export default function AuthPage() {
  return (
    <AuthLayout title="Welcome to D.Office" subtitle="Sign in to your account or create a new one">
      <AuthTabs />
      {__DEMO_BUILD__ && (
        <Suspense fallback={null}>
          <TryDemoButton />
        </Suspense>
      )}
    </AuthLayout>
  );
}
