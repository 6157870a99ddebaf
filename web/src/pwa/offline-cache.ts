import type { ApolloCache } from '@apollo/client';
import { OFFLINE_CACHE_KEY } from './register';

export { OFFLINE_CACHE_KEY };

/**
 * Offline reading (issue 37): the signed-in member's last answers, Apollo's normalized cache as `cache.extract()` gives
 * it, kept in localStorage with the time they were loaded. Only a signed-in member's cache is kept (the session query's
 * `me` points at a user): after a sign-out or an expired session (both empty the cache and set `me: null`) the next
 * save removes it, and sign-out clears localStorage anyway (spec §4). apollo3-cache-persist does not support Apollo
 * Client 4; this is the part of it we need.
 */

export interface SavedCache {
  /** The signed-in member's cache id (User:…), whose answers these are. */
  user: string;
  /** When the newest of these answers came from the server (ms since the epoch). */
  at: number;
  data: Record<string, unknown>;
}

type Extracted = Record<string, unknown> & { ROOT_QUERY?: { me?: { __ref?: string } | null } };

/**
 * Writes the cache as loaded at `at`, or forgets the saved one when nobody is signed in (`me: null`). A cache that does
 * not know yet (no `me`: the session check has not answered) leaves the saved one alone.
 */
export function saveCache(cache: ApolloCache, at: number, storage: Storage = localStorage): void {
  const data = cache.extract() as Extracted;
  const me = data.ROOT_QUERY?.me;
  try {
    if (me?.__ref) storage.setItem(OFFLINE_CACHE_KEY, JSON.stringify({ user: me.__ref, at, data } satisfies SavedCache));
    else if (me === null) storage.removeItem(OFFLINE_CACHE_KEY);
  } catch {
    // Storage full or refused: offline reading shows what the page still has, nothing more.
  }
}

/** The saved cache, if a signed-in member's is there. */
export function savedCache(storage: Storage = localStorage): SavedCache | null {
  try {
    const saved = JSON.parse(storage.getItem(OFFLINE_CACHE_KEY) ?? 'null') as SavedCache | null;
    return saved && typeof saved.user === 'string' && typeof saved.at === 'number' && saved.data ? saved : null;
  } catch {
    return null;
  }
}

/** Puts the saved answers back into `cache` (before the first query); answers when they were loaded, or null. */
export function restoreCache(cache: ApolloCache, storage: Storage = localStorage): number | null {
  const saved = savedCache(storage);
  if (!saved) return null;
  cache.restore(saved.data);
  return saved.at;
}
