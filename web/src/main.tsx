// Roboto's @font-face rules are inline in index.html, so no stylesheet blocks the first paint.
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './App';
import { createApolloClient } from './lib/apollo';
import { AppRoutes, preloadScreen } from './routes';
import { isDemoOn } from './demo/demo-mode';

// Demo builds only (`npm run build:demo`): Vite folds the test to false in a normal build, which then drops all of this.
const DemoBanner = __DEMO_BUILD__ ? lazy(() => import('./demo/DemoBanner').then((m) => ({ default: m.DemoBanner }))) : () => null;
const demo = __DEMO_BUILD__ && isDemoOn();

/**
 * Mock mode (`npm run dev:mock`): the service worker must answer before the first query is sent.
 * Vite replaces the env value at build time, so a normal build drops this import and never ships MSW.
 */
async function startMocks() {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

/** Demo mode: the demo backend answers in the browser before the first query is sent. */
async function startDemo() {
  if (!demo) return;
  const { startDemoWorker } = await import('./mocks/demo-worker');
  await startDemoWorker();
}

// The first render runs as a transition: React renders in short slices, yielding to the browser
// between them, instead of one long task that holds a slow phone's main thread (Lighthouse's TBT).
preloadScreen(window.location.pathname);
void Promise.all([startMocks(), startDemo()]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppProviders client={createApolloClient()}>
            {demo && (
              <Suspense fallback={null}>
                <DemoBanner />
              </Suspense>
            )}
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});
