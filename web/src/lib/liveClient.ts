import { print, type DocumentNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { isDemoOn } from '../demo/demo-mode';

/** What a live screen is told: a change, the socket up (again: after a drop), the socket down. */
export interface LiveHandlers {
  change(): void;
  up(again: boolean): void;
  down(): void;
}

/**
 * The server closes a socket holding more subscriptions than this (LIVE_OPERATIONS_PER_SOCKET, default 20); past it,
 * a screen polls instead of losing every subscription of the page.
 */
const MOST_SUBSCRIPTIONS = 16;

let client: Client | undefined;
let connectedBefore = false;
let active = 0;
const watchers = new Set<LiveHandlers>();

function theClient(): Client {
  if (client) return client;
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  client = createClient({
    url: url.toString(),
    // Opens with the first subscription, closes a moment after the last; the session cookie signs it in.
    lazy: true,
    retryAttempts: 8,
    on: {
      connected: () => {
        const again = connectedBefore;
        connectedBefore = true;
        for (const w of watchers) w.up(again);
      },
      closed: () => {
        for (const w of watchers) w.down();
      },
    },
  });
  return client;
}

/** Subscribes `document` (a subscription) for a live screen; returns the way to stop. */
export function subscribeLive(document: DocumentNode, variables: Record<string, unknown> | undefined, handlers: LiveHandlers): () => void {
  // The demo answers everything in the browser: it never opens a socket to a server (it polls its own worker).
  if (typeof WebSocket === 'undefined' || isDemoOn() || active >= MOST_SUBSCRIPTIONS) {
    handlers.down();
    return () => undefined;
  }
  active++;
  watchers.add(handlers);
  const dispose = theClient().subscribe(
    { query: print(document), variables },
    {
      next: () => handlers.change(),
      // A refusal, or the socket given up on (it cannot open): poll.
      error: () => handlers.down(),
      complete: () => undefined,
    },
  );
  return () => {
    active--;
    watchers.delete(handlers);
    dispose();
  };
}
