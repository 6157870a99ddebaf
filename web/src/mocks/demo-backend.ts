import { graphql, HttpResponse } from 'msw';
import { adminHandlers } from './demo/admin';
import { calendarFeedHandlers } from './demo/calendar-feeds';
import { inboxHandlers } from './demo/inbox';
import { insightsHandlers } from './demo/insights';
import { memberHandlers } from './demo/member';
import { createJuniorStore, familyOf, juniorHandlers } from './demo/junior';
import { whatsappHandlers } from './demo/whatsapp';
import { auditHandlers } from './demo/audit';
import { accountHandlers } from './demo/account';
import { paymentHandlers, seedPayments } from './demo/payments';
import { extensionHandlers, seedExtensions } from './demo/extensions';
import { overdueHandlers } from './demo/overdue';
import { seedMemberships } from './demo/memberships';
import { membershipHandlers } from './demo/membership-handlers';
import { twoFactorHandlers } from './demo/two-factor';
import { passkeyHandlers } from './demo/passkeys';
import { pushHandlers } from './demo/push';
import { ssoHandlers } from './demo/sso';
import { webhookHandlers } from './demo/webhooks';
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

/**
 * `saved`: a snapshot from `snapshot()` (demo mode keeps it in localStorage) — the world continues
 * from there instead of starting fresh.
 */
export function createDemoBackend({ storage = globalThis.sessionStorage, now = new Date(), saved = null }: { storage?: Storage; now?: Date; saved?: string | null } = {}) {
  const store = createStore(now);
  const session = storedSession(storage);
  const junior = createJuniorStore(store);
  seedPayments(store, now);
  seedExtensions(store, now);
  seedMemberships(store);
  store.familyOf = (parentId) => familyOf(junior, parentId);
  const restored = restore(store, junior, saved);
  // A user registered before a reload is not in the fresh store: put them back.
  const kept = session.user();
  if (kept && !store.users.some((u) => u.id === kept.id)) store.users.push(kept);
  const ctx: DemoContext = { store, session };
  return {
    store,
    junior,
    handlers: [...memberHandlers(ctx), ...adminHandlers(ctx), ...juniorHandlers(ctx, junior), ...calendarFeedHandlers(ctx), ...inboxHandlers(ctx), ...whatsappHandlers(ctx), ...insightsHandlers(ctx), ...auditHandlers(ctx), ...accountHandlers(ctx), ...paymentHandlers(ctx), ...extensionHandlers(ctx), ...overdueHandlers(ctx), ...membershipHandlers(ctx), ...twoFactorHandlers(ctx), ...passkeyHandlers(ctx), ...pushHandlers(ctx), ...ssoHandlers(ctx), ...webhookHandlers(ctx), unknownOperation],
    /** The whole world as JSON, to continue from after a reload. */
    snapshot: () => JSON.stringify({ version: SNAPSHOT_VERSION, store: { ...store, rsvps: [...store.rsvps].map(([k, v]) => [k, [...v]]) }, junior, lastId: restored.lastId() }),
  };
}

// 2: team events joined the store's one list of events. 3: online payments joined the store. 4: membership plans and dues.
const SNAPSHOT_VERSION = 4;

/** Puts a snapshot's data into a fresh world (unknown or broken snapshots are ignored: the world starts fresh). */
function restore(store: ReturnType<typeof createStore>, junior: ReturnType<typeof createJuniorStore>, saved: string | null) {
  // After the ids the seeds handed out (dues, payments, extensions): a fresh world must not give one twice.
  let last = Number(store.nextId());
  try {
    const snap = saved ? JSON.parse(saved) : null;
    if (snap?.version === SNAPSHOT_VERSION) {
      const { rsvps, nextId: _n, today: _t, ...rest } = snap.store;
      Object.assign(store, rest, { rsvps: new Map((rsvps as [string, [string, unknown][]][]).map(([k, v]) => [k, new Map(v)])) });
      Object.assign(junior, snap.junior);
      last = Number(snap.lastId) || last;
    }
  } catch {
    // A damaged snapshot: keep the fresh world.
  }
  // Ids continue after the highest one handed out, across reloads.
  store.nextId = () => String(++last);
  return { lastId: () => last };
}
