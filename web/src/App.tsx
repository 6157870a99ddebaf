import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { ColorSchemeProvider } from './lib/colorScheme';
import { SessionProvider } from './lib/session';
import { ToastProvider } from './lib/toast';
import { appTheme } from './theme';
import { LanguageFollowsSession } from './i18n/LanguageFollowsSession';
import { LanguageTheme } from './i18n/LanguageTheme';
import './i18n/i18n';

/**
 * Every provider the screens rely on; tests render through this too. Date pickers bring their own
 * LocalizationProvider (ui/DatePickerField) so their code stays out of the first download.
 */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
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
    </ApolloProvider>
  );
}
