import { graphql, HttpResponse } from 'msw';
import { adminHandlers } from './demo/admin';
import { calendarFeedHandlers } from './demo/calendar-feeds';
import { memberHandlers } from './demo/member';
import { createJuniorStore, juniorHandlers } from './demo/junior';
import type { DemoContext } from './demo/respond';
import { createStore, type UserView } from './demo/store';

/**
 * The demo backend behind `npm run dev:mock`: every GraphQL operation of the web client answered
 * from an in-memory store seeded from the feature mocks, so mutations change what later queries
 * return. The data lives as long as the page; a reload starts fresh, but the signed-in user is
 * kept in sessionStorage so a reload stays signed in.
 */

export const SESSION_KEY = 'd-office.mock-session';
export const UNKNOWN_OPERATION = 'MOCK_UNKNOWN_OPERATION';

/** Any operation without a demo handler answers an error naming it, so the developer sees what to add. */
export const unknownOperation = graphql.operation(({ operationName, query }) =>
  HttpResponse.json({
    data: null,
    errors: [
      {
        message: `Mock mode has no handler for the GraphQL ${query.trim().startsWith('mutation') ? 'mutation' : 'operation'} "${operationName}". Add one in web/src/mocks/demo/.`,
        extensions: { code: UNKNOWN_OPERATION },
      },
    ],
  }),
);

function storedSession(storage: Storage) {
  return {
    user(): UserView | null {
      try {
        return JSON.parse(storage.getItem(SESSION_KEY) ?? 'null') as UserView | null;
      } catch {
        return null;
      }
    },
    signIn(user: UserView) {
      storage.setItem(SESSION_KEY, JSON.stringify(user));
    },
    signOut() {
      storage.removeItem(SESSION_KEY);
    },
  };
}

export function createDemoBackend({ storage = globalThis.sessionStorage, now = new Date() }: { storage?: Storage; now?: Date } = {}) {
  const store = createStore(now);
  const session = storedSession(storage);
  // A user registered before a reload is not in the fresh store: put them back.
  const kept = session.user();
  if (kept && !store.users.some((u) => u.id === kept.id)) store.users.push(kept);
  const junior = createJuniorStore(store);
  const ctx: DemoContext = { store, session };
  return { store, junior, handlers: [...memberHandlers(ctx), ...adminHandlers(ctx), ...juniorHandlers(ctx, junior), ...calendarFeedHandlers(ctx), unknownOperation] };
}
