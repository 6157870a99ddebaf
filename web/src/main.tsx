// Roboto's @font-face rules are inline in index.html, so no stylesheet blocks the first paint.
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './App';
import { loadClient, prefetchOnIntent } from './lib/apolloSlot';
import { loadFonts, SHELL_FONT_WEIGHTS } from './lib/fonts';
import { givePageAnswer, takePageAnswers } from './lib/pageAnswers';
import { MeDocument, takeSessionAnswer } from './lib/session';
import { AppRoutes, preloadScreen } from './routes';
import { appTheme } from './theme';
import { demoFlagSet } from './demo/demo-flag';
import { loadInstallableApp, OFFLINE_CACHE_KEY, startInstallableAppLater } from './pwa/register';
import { browserLanguages, chooseLanguage } from './i18n/languages';
import { showLanguage } from './i18n/language';

const DemoBanner = lazy(() => import('./demo/DemoBanner').then((m) => ({ default: m.DemoBanner })));

/**
 * Mock mode (`npm run dev:mock`): the service worker must answer before the first query is sent.
 * Vite replaces the env value at build time, so a normal build drops this import.
 */
async function startMocks() {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

/**
 * Demo mode ("Try the demo" on /auth): the demo backend answers in the browser before the first query is
 * sent. Only the flag test is part of the first download; the rest loads by dynamic import when it is set.
 */
async function startDemo(): Promise<boolean> {
  if (!demoFlagSet()) return false;
  const { startDemoIfOn } = await import('./demo/demo-mode');
  return startDemoIfOn();
}

/** Ends the current task: the browser may paint and handle input before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The screen's code is asked for first, so it travels while the rest runs.
preloadScreen(window.location.pathname);
// Every screen starts with the session check. A page requested with a session cookie carries the server's answer
// (no round trip before the first screen), and the prerendered sign-in page, sent only without one, carries
// "nobody" (prerender/auth.tsx). Someone signed in sees the shell: its fonts travel with the screen's code.
const sessionAnswer = takeSessionAnswer();
if (sessionAnswer?.me) loadFonts(SHELL_FONT_WEIGHTS);
// The member's language (the page's session answer), else the browser's: another language than English loads its
// catalogs before the first render, so the first screen is drawn in it (English is in the code already).
const firstLanguage = chooseLanguage(sessionAnswer?.me?.language, browserLanguages());

async function start() {
  // Evaluating the first download's modules is one long task on a slow phone; the session check, making the
  // theme and the first render each start a task of their own (Lighthouse's Total Blocking Time counts every
  // task's time past 50 ms).
  await nextTask();
  // Without an answer in the page, the session check is asked now, so it travels while the first render runs, and
  // SessionProvider's identical query joins it (or reads its answer from the cache). The demo and mock backends
  // answer in the browser and must be up before the first query, so with them it waits for the render (and a
  // server answer in the page is not theirs).
  const realBackend = import.meta.env.VITE_MOCKS !== 'true' && !demoFlagSet();
  // With it, a signed-in member's page carries the header's and the first screen's answers (lib/pageAnswers.ts).
  takePageAnswers(realBackend);
  // Apollo's client is made when first needed (lib/apolloSlot.ts): a member's page carries the first screen's answers.
  if (realBackend) {
    if (sessionAnswer) givePageAnswer('Me', sessionAnswer);
    // The server's pages carry its answer; a member's page without one is the service worker's shell, sent when the
    // server was out of reach. With no answer now either, their saved answers go into the cache before the first render.
    else if (localStorage.getItem(OFFLINE_CACHE_KEY)) {
      const client = await loadClient().catch(() => undefined);
      await client?.query({ query: MeDocument }).catch(() => loadInstallableApp(true).catch(() => undefined));
    } else void loadClient().then((client) => client.query({ query: MeDocument })).catch(() => undefined);
    startInstallableAppLater();
    prefetchOnIntent();
  }
  const [, demo] = await Promise.all([startMocks(), startDemo(), nextTask(), showLanguage(firstLanguage).catch(() => undefined)]);
  // The theme (both schemes' palettes and CSS variables) in a task of its own, not inside the first render's.
  appTheme();
  await nextTask();
  // The first render runs as a transition: React renders in short slices, yielding to the browser
  // between them, instead of one long task that holds a slow phone's main thread.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppProviders>
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
}
void start();
