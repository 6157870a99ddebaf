import { createContext, useCallback, useContext, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import type { MeQuery } from '../gql/graphql';
import { currentClient, loadClient, onClient } from './apolloSlot';
import { useToast } from './toast';
import { useAnswer } from './useAnswer';
import { i18n } from '../i18n/i18n';

export const MeDocument = graphql(`
  query Me {
    me {
      id
      username
      email
      fullName
      isAdmin
      isParent
      language
    }
  }
`);

const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

export type SessionUser = NonNullable<MeQuery['me']>;

/** The id of the data block in which the server sends the `Me` answer with the page (api/src/speed/first-page/session-page.ts). */
export const SESSION_ANSWER_ID = 'session-answer';

/**
 * The `Me` answer the server put in the page for a request with a session cookie, taken out of the page (once);
 * null when there is none or it cannot be read (then the app asks the server, as before).
 */
export function takeSessionAnswer(): MeQuery | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SESSION_ANSWER_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as unknown;
    return data !== null && typeof data === 'object' && 'me' in data ? (data as MeQuery) : null;
  } catch {
    return null;
  }
}

/** Every role `roleLabel` gives, in the order lists offer them. */
export const ROLE_LABELS = ['Admin', 'Parent', 'Member'] as const;

/** The role shown beside a name (spec §2: 'Admin' or 'Member'; the junior section adds 'Parent'). Admin wins. */
export const roleLabel = (u: Pick<SessionUser, 'isAdmin' | 'isParent'>): (typeof ROLE_LABELS)[number] =>
  u.isAdmin ? 'Admin' : u.isParent ? 'Parent' : 'Member';

interface Session {
  user: SessionUser | null;
  loading: boolean;
  /** The session check failed for a reason other than being signed out. */
  error: boolean;
}

const SessionContext = createContext<Session>({ user: null, loading: true, error: false });

/** Loads the signed-in user once; the spinner shows while this runs (spec §2). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const live = useAnswer(MeDocument);
  // The first answer swaps the spinner for a whole screen. Apollo delivers it as an urgent update, which
  // React renders in one piece; taken as a deferred value, that render yields to the browser in slices
  // (a slow phone stays responsive: Lighthouse's Total Blocking Time). Every later change (sign-in,
  // logout, expiry) applies at once, so no guard ever sees a session that has already changed.
  const deferred = useDeferredValue(live);
  const { data, loading, error } = deferred.loading && !live.loading ? deferred : live;
  return (
    <SessionContext.Provider value={{ user: data?.me ?? null, loading, error: !!error }}>
      <SessionExpiryWatcher />
      {children}
    </SessionContext.Provider>
  );
}

/**
 * Spec §8 session error, on every screen: when the server answers UNAUTHENTICATED while the app
 * believes someone is signed in (signed out elsewhere, password reset, session expired), the cached
 * user is cleared, 'Session expired' / 'Please log in again' shows and the app goes to /login
 * (which leads to /auth). A signed-out client's UNAUTHENTICATED (a wrong password) is not an expiry.
 */
function SessionExpiryWatcher() {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    // Only the client's requests can be answered UNAUTHENTICATED: the watch starts when it is here.
    let stop: (() => void) | undefined;
    let gone = false;
    const watch = () => {
      const client = currentClient();
      if (!client || gone) return;
      stop?.();
      void import('./apollo').then(({ onUnauthenticated }) => {
        if (gone) return;
        stop = onUnauthenticated(client, () => {
          if (!client.readQuery({ query: MeDocument })?.me) return;
          // As in logout: empty the cache and mark the user signed out in the same tick, so the guards
          // see `me: null` at once and nothing asks the server again with the dead session.
          void client.cache.reset();
          client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: null } });
          toast({ title: i18n.t('toasts.sessionExpired'), description: i18n.t('toasts.sessionExpiredText'), variant: 'destructive' });
          navigate('/login', { replace: true });
        });
      });
    };
    const stopWaiting = onClient(watch);
    watch();
    return () => {
      gone = true;
      stopWaiting();
      stop?.();
    };
  }, [navigate, toast]);
  return null;
}

export const useSession = () => useContext(SessionContext);

/** Removes every cookie script can see (the session cookie itself is httpOnly and cleared by the server). */
function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Spec §4 logout: clear local and session storage and cookies, call logout, clear the cached
 * user, go to /auth — even when the call fails.
 */
export function useLogout() {
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    async (opts: { announce?: 'menu' | 'profile' } = {}) => {
      if (opts.announce === 'menu') {
        toast({ title: i18n.t('toasts.loggingOut'), description: i18n.t('toasts.loggingOutText') });
      }
      localStorage.clear();
      sessionStorage.clear();
      clearCookies();
      let failed = false;
      const client = await loadClient().catch(() => undefined);
      try {
        if (!client) throw new Error('no client');
        await client.mutate({ mutation: LogoutDocument });
      } catch {
        failed = true;
      }
      // Empty the cache and mark the user signed out in the same tick: the session query keeps
      // watching the cache (so a later sign-in reaches the guards) and reads `me: null` without
      // asking the server again. client.clearStore() would drop that watch, and the guards would
      // keep seeing the old user.
      if (client) {
        void client.cache.reset();
        client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: null } });
      }
      if (opts.announce === 'profile') {
        toast(
          failed
            ? { title: i18n.t('toasts.logoutProcess'), description: i18n.t('toasts.logoutProcessText') }
            : { title: i18n.t('toasts.loggedOut'), description: i18n.t('toasts.loggedOutText') },
        );
      }
      navigate('/auth', { replace: true });
    },
    [navigate, toast],
  );
}
