import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { MeDocument } from '../lib/session';
import { startOffline, OFFLINE_MESSAGE } from './offline';
import { OFFLINE_CACHE_KEY, restoreCache, saveCache, savedCache } from './offline-cache';
import { setOffline, useOffline } from './online';

const ME = { __typename: 'Query' as const, me: { __typename: 'User' as const, id: 'u1', username: 'olive', email: 'olive@example.org', fullName: 'Olive Offline', isAdmin: false, isParent: false, language: null } };

/** A client whose network answers `answer()` (or fails like a fetch with no network when it throws). */
function clientWith(answer: () => Record<string, unknown>) {
  const sent: string[] = [];
  const network = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '');
        try {
          observer.next({ data: answer() });
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
  return { client: new ApolloClient({ link: network, cache: new InMemoryCache() }), sent };
}

/** MeDocument turned into a mutation: what is sent does not matter here, only that it is a mutation. */
const mutation = { ...MeDocument, definitions: [{ ...MeDocument.definitions[0]!, operation: 'mutation', name: { kind: 'Name', value: 'Save' } }] };
const offlineFetch = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  setOffline(false);
});

/** What the buttons that need the server read (online.ts#useOffline), as a rendered text. */
function OfflineProbe() {
  return <output aria-label="probe">{useOffline() ? 'offline' : 'online'}</output>;
}

describe('the saved cache', () => {
  it("keeps a signed-in member's answers, leaves them while the session is unknown, forgets them once signed out", () => {
    const cache = new InMemoryCache();
    saveCache(cache, 1);
    expect(savedCache()).toBeNull();
    cache.writeQuery({ query: MeDocument, data: ME as never });
    saveCache(cache, 2);
    expect(savedCache()).toMatchObject({ user: 'User:u1', at: 2 });

    // A fresh cache (the session check not answered yet) keeps the saved one.
    saveCache(new InMemoryCache(), 3);
    expect(savedCache()?.at).toBe(2);

    const restored = new InMemoryCache();
    expect(restoreCache(restored)).toBe(2);
    expect(restored.readQuery({ query: MeDocument })?.me).toEqual(ME.me);

    cache.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: null } });
    saveCache(cache, 4);
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });

  it('ignores what is not a saved cache', () => {
    localStorage.setItem(OFFLINE_CACHE_KEY, '{not json');
    expect(restoreCache(new InMemoryCache())).toBeNull();
    localStorage.setItem(OFFLINE_CACHE_KEY, JSON.stringify({ user: 'User:u1' }));
    expect(savedCache()).toBeNull();
  });
});

describe('offline reading', () => {
  it('saves a second after answers come in, and restores them with the offline bar when started offline', async () => {
    const online = clientWith(() => ME);
    startOffline(online.client, false);
    await online.client.query({ query: MeDocument });
    expect(savedCache()).toBeNull();
    act(() => void jest.advanceTimersByTime(1000));
    expect(savedCache()?.user).toBe('User:u1');

    document.body.innerHTML = '';
    const offline = clientWith(offlineFetch);
    render(<OfflineProbe />);
    act(() => startOffline(offline.client, true));
    expect(screen.getByRole('status', { name: 'probe' })).toHaveTextContent('offline');
    expect(offline.client.readQuery({ query: MeDocument })?.me).toEqual(ME.me);
    expect(screen.getByText(/^Offline — showing what was loaded at \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('refuses a mutation while offline with the offline message, without sending it', async () => {
    localStorage.setItem(OFFLINE_CACHE_KEY, JSON.stringify({ user: 'User:u1', at: 0, data: {} }));
    const { client, sent } = clientWith(offlineFetch);
    act(() => startOffline(client, true));
    await expect(client.mutate({ mutation: mutation as never })).rejects.toThrow(OFFLINE_MESSAGE);
    expect(sent).toEqual([]);
  });

  it('an unanswered request means offline: the bar shows, and a mutation that finds no network says it was not sent', async () => {
    let network = true;
    const { client } = clientWith(() => {
      if (!network) throw new TypeError('Failed to fetch');
      return ME;
    });
    render(<OfflineProbe />);
    const probe = screen.getByRole('status', { name: 'probe' });
    act(() => startOffline(client, false));
    expect(screen.queryByText(/^Offline — showing/)).toBeNull();
    expect(probe).toHaveTextContent('online');
    network = false;
    await act(async () => {
      await expect(client.mutate({ mutation: mutation as never })).rejects.toThrow(OFFLINE_MESSAGE);
    });
    expect(screen.getByText(/^Offline — showing what was loaded at/)).toBeInTheDocument();
    // The buttons that need the server hear it too.
    expect(probe).toHaveTextContent('offline');

    // The browser says it is back: the bar goes, the buttons come back.
    network = true;
    act(() => void dispatchEvent(new Event('online')));
    expect(screen.queryByText(/^Offline — showing/)).toBeNull();
    expect(probe).toHaveTextContent('online');
  });
});
