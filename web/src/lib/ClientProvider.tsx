import type { ApolloClient } from '@apollo/client';
import { createContext, useMemo, useSyncExternalStore, type Context, type ReactNode } from 'react';
import { currentClient, onClient } from './apolloSlot';

/**
 * Apollo's React context, the very object `@apollo/client/react` reads: Apollo keeps its one context on
 * `React.createContext` under this global symbol (react/context/ApolloContext.js), so that every copy of Apollo finds
 * the same one. Taken here without importing Apollo, whose code is not part of the first screen (lib/apolloSlot.ts).
 * A web test renders Apollo's own `useApolloClient` under this provider, so a change in Apollo fails there.
 */
const APOLLO_CONTEXT = Symbol.for('__APOLLO_CONTEXT__');
type ApolloContextValue = { client?: ApolloClient };

function apolloContext(): Context<ApolloContextValue> {
  const holder = createContext as unknown as Record<symbol, Context<ApolloContextValue> | undefined>;
  let context = holder[APOLLO_CONTEXT];
  if (!context) {
    context = createContext<ApolloContextValue>({});
    Object.defineProperty(createContext, APOLLO_CONTEXT, { value: context, enumerable: false, writable: false, configurable: true });
    context.displayName = 'ApolloContext';
  }
  return context;
}

/**
 * Apollo's provider for the screens that use Apollo's hooks, with the slot's client once it is here. The screens that
 * need it wait for it with their code (routes.tsx), so none of them renders before it is.
 */
export function ClientProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(onClient, currentClient, currentClient);
  const value = useMemo(() => ({ client }), [client]);
  const ApolloContext = apolloContext();
  return <ApolloContext.Provider value={value}>{children}</ApolloContext.Provider>;
}
