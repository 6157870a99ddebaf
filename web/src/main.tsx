import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './App';
import { createApolloClient } from './lib/apollo';
import { AppRoutes } from './routes';

/**
 * Mock mode (`npm run dev:mock`): the service worker must answer before the first query is sent.
 * Vite replaces the env value at build time, so a normal build drops this import and never ships MSW.
 */
async function startMocks() {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

void startMocks().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders client={createApolloClient()}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  ),
);
