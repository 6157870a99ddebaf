import CssBaseline from '@mui/material/CssBaseline';
import type { ApolloClient } from '@apollo/client';
import { useState, type ReactNode } from 'react';
import { setClient } from './lib/apolloSlot';
import { ClientProvider } from './lib/ClientProvider';
import { ColorSchemeProvider } from './lib/colorScheme';
import { SessionProvider } from './lib/session';
import { ToastProvider } from './lib/toast';
import { appTheme } from './theme';
import { LanguageFollowsSession } from './i18n/LanguageFollowsSession';
import { LanguageTheme } from './i18n/LanguageTheme';
import './i18n/i18n';

/**
 * Every provider the screens rely on; tests render through this too. Date pickers bring their own
 * LocalizationProvider (ui/DatePickerField) so their code stays out of the first download. The app starts without
 * an Apollo client (lib/apolloSlot.ts makes it when first needed); tests and the prerender pass a ready one.
 */
export function AppProviders({ client, children }: { client?: ApolloClient; children: ReactNode }) {
  useState(() => client && setClient(client));
  return (
    <ClientProvider>
      <ColorSchemeProvider theme={appTheme()}>
        <CssBaseline />
        <LanguageTheme>
          <ToastProvider>
            <SessionProvider>
              <LanguageFollowsSession />
              {children}
            </SessionProvider>
          </ToastProvider>
        </LanguageTheme>
      </ColorSchemeProvider>
    </ClientProvider>
  );
}
