import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { AuthLayout } from '../features/auth/AuthLayout';
import { AuthTabs } from '../features/auth/AuthTabs';
import { TryDemoButton } from '../demo/TryDemoButton';
import { useAuthT } from '../features/auth/t';

// Single sign-on loads after the page (most offices configure none; no button shows then), and so does the page the
// provider sends the browser back to, /auth/sso/<id>: routed here rather than in routes.tsx, which the first screen carries.
const SsoButtons = lazy(() => import('../features/sso/SsoButtons'));
const SsoCallbackPage = lazy(() => import('./SsoCallbackPage'));

/** /auth: Sign In and Register tabs beside the landing copy, any "Sign in with …" buttons, and the way into the demo. */
export default function AuthPage() {
  const { t } = useAuthT();
  const rest = useParams()['*'];
  const sso = rest ? /^sso\/([a-z0-9-]+)$/.exec(rest) : null;
  if (sso)
    return (
      <Suspense fallback={null}>
        <SsoCallbackPage provider={sso[1]} />
      </Suspense>
    );
  if (rest) return <Navigate to="/auth" replace />;
  return (
    <AuthLayout title={t('page.welcome')} subtitle={t('page.welcomeSubtitle')}>
      <AuthTabs />
      <Suspense fallback={null}>
        <SsoButtons />
      </Suspense>
      <TryDemoButton />
    </AuthLayout>
  );
}
