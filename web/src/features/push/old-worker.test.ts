import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { retireOldPushWorker } from './old-worker';

/** A registration as far as retiring needs it: its push subscription (or none), subscribe and unregister. */
function registration(scope: string, sub: { endpoint: string; key: ArrayBuffer } | null) {
  let current = sub && subscription(sub.endpoint, sub.key);
  const reg = {
    scope,
    unregistered: false,
    subscribedWith: null as ArrayBuffer | null,
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (options: { applicationServerKey: ArrayBuffer }) => {
        reg.subscribedWith = options.applicationServerKey;
        current = subscription(`https://push.example/new?for=${encodeURIComponent(scope)}`, options.applicationServerKey);
        return current;
      },
    },
    unregister: async () => (reg.unregistered = true),
  };
  return reg;
}
const subscription = (endpoint: string, key: ArrayBuffer) => ({
  endpoint,
  options: { applicationServerKey: key },
  toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
});

/** A client whose server answers addPushDevice (or refuses it), recording what was sent. */
function server(refuse = false) {
  const sent: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables);
        observer.next(
          refuse
            ? { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] }
            : { data: { addPushDevice: { __typename: 'PushDevice', id: '1', name: 'Chrome on Linux', createdAt: '2026-11-28T10:00:00.000Z', lastSentAt: null } } },
        );
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

const KEY = new Uint8Array([4, 1, 2, 3]).buffer;
const container = (app: ReturnType<typeof registration>) => ({ ready: Promise.resolve(app) }) as unknown as ServiceWorkerContainer;
const as = (reg: ReturnType<typeof registration>) => reg as unknown as ServiceWorkerRegistration;

beforeEach(() => Object.defineProperty(window, 'Notification', { value: { permission: 'granted' }, configurable: true }));

it("moves the old worker's subscription to the app's worker with the same key, tells the server, then unregisters it", async () => {
  const old = registration('https://office.example/assets/', { endpoint: 'https://push.example/old', key: KEY });
  const app = registration('https://office.example/', null);
  const { client, sent } = server();
  await retireOldPushWorker(client, as(old), container(app));
  expect(app.subscribedWith).toBe(KEY);
  expect(sent).toEqual([{ input: { endpoint: 'https://push.example/new?for=https%3A%2F%2Foffice.example%2F', p256dh: 'p'.repeat(87), auth: 'a'.repeat(22), deviceName: expect.any(String) } }]);
  expect(old.unregistered).toBe(true);
});

it('keeps the old worker when the server did not take the new address (signed out, offline): it runs again next start', async () => {
  const old = registration('https://office.example/assets/', { endpoint: 'https://push.example/old', key: KEY });
  const app = registration('https://office.example/', null);
  const { client, sent } = server(true);
  await expect(retireOldPushWorker(client, as(old), container(app))).rejects.toThrow('Not signed in');
  expect(sent).toHaveLength(1);
  expect(old.unregistered).toBe(false);
});

it('just unregisters an old worker with nothing to move (no subscription, or notifications no longer allowed)', async () => {
  const { client, sent } = server();
  const empty = registration('https://office.example/assets/', null);
  await retireOldPushWorker(client, as(empty), container(registration('https://office.example/', null)));
  expect(empty.unregistered).toBe(true);

  Object.defineProperty(window, 'Notification', { value: { permission: 'denied' }, configurable: true });
  const blocked = registration('https://office.example/assets/', { endpoint: 'https://push.example/old', key: KEY });
  const app = registration('https://office.example/', null);
  await retireOldPushWorker(client, as(blocked), container(app));
  expect(blocked.unregistered).toBe(true);
  expect(app.subscribedWith).toBeNull();
  expect(sent).toEqual([]);
});
