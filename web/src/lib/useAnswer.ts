import type { ApolloClient, ObservableQuery, TypedDocumentNode } from '@apollo/client';
import { useState, useSyncExternalStore } from 'react';
import { currentClient, loadClient, onClient } from './apolloSlot';
import { pageAnswer, writePageAnswers } from './pageAnswers';

export interface Answer<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Asks the server again (loading the client first if need be). */
  refetch: () => Promise<unknown>;
}

/**
 * Watches one query of the first screen (the session, the bell's count, the dashboard's panels), as Apollo's
 * `useQuery` would with the app's cache-first policy, but without Apollo's code until it is needed (lib/apolloSlot.ts):
 * until the client is here the answer is the page's; without one in the page the query needs the server, so the
 * client is loaded at once. When the client arrives the page's answer is in its cache and the query watches it
 * there: RSVPs, refetches and sign-out update it as they update every other screen.
 */
export function useAnswer<T>(document: TypedDocumentNode<T, Record<string, never>>): Answer<T> {
  const [store] = useState(() => new AnswerStore<T>(document));
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
  return snapshot;
}

class AnswerStore<T> {
  private snapshot: Answer<T>;
  private query: ObservableQuery<T, Record<string, never>> | undefined;
  private readonly document: TypedDocumentNode<T, Record<string, never>>;

  constructor(document: TypedDocumentNode<T, Record<string, never>>) {
    this.document = document;
    const data = pageAnswer(document as TypedDocumentNode<unknown, never>) as T | undefined;
    this.snapshot = { data, loading: data === undefined, error: undefined, refetch: this.refetch };
  }

  get = (): Answer<T> => this.snapshot;

  subscribe = (notify: () => void): (() => void) => {
    let subscription: { unsubscribe(): void } | undefined;
    const watch = (client: ApolloClient) => {
      if (subscription) return;
      writePageAnswers(client);
      const query = client.watchQuery({ query: this.document, notifyOnNetworkStatusChange: false });
      this.query = query;
      subscription = query.subscribe((result) => {
        const data = (result.data as T | undefined) ?? undefined;
        this.snapshot = { data, loading: result.loading, error: result.error, refetch: this.refetch };
        notify();
      });
    };
    const client = currentClient();
    let stopWaiting: (() => void) | undefined;
    if (client) watch(client);
    else {
      stopWaiting = onClient(() => watch(currentClient()!));
      if (this.snapshot.data === undefined) {
        loadClient().catch((error: unknown) => {
          this.snapshot = { ...this.snapshot, loading: false, error: error instanceof Error ? error : new Error(String(error)) };
          notify();
        });
      }
    }
    return () => {
      stopWaiting?.();
      subscription?.unsubscribe();
      subscription = undefined;
      if (this.query) this.query = undefined;
    };
  };

  refetch = async (): Promise<unknown> => {
    const client = await loadClient();
    // Watching already (the client's arrival starts the watch of every mounted hook); else a one-off ask.
    return this.query ? this.query.refetch() : client.query({ query: this.document, fetchPolicy: 'network-only' });
  };
}
