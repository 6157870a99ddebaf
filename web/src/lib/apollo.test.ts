import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { MeDocument } from './session';
import { lazyLink, ownTaskLink } from './apollo';

/** A stand-in for the browser's `scheduler.postTask`: posted tasks wait in `tasks` until the test runs them. */
function fakeScheduler() {
  const tasks: { run(): void; signal: AbortSignal }[] = [];
  const scheduler = {
    postTask(callback: () => void, { signal }: { signal: AbortSignal }) {
      return new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
        tasks.push({ run: () => (callback(), resolve()), signal });
      });
    },
  };
  return { scheduler, tasks };
}

/** A client whose terminating link records each operation it is asked to send and answers it. */
function recordingClient() {
  const sent: string[] = [];
  const terminating = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '');
    return of({ data: { me: null } });
  });
  const client = new ApolloClient({ link: ApolloLink.from([ownTaskLink, terminating]), cache: new InMemoryCache() });
  return { client, sent };
}

describe('ownTaskLink', () => {
  const global = globalThis as { scheduler?: unknown };
  afterEach(() => delete global.scheduler);

  it('sends an operation from a task of its own, and its answer arrives', async () => {
    const { scheduler, tasks } = fakeScheduler();
    global.scheduler = scheduler;
    const { client, sent } = recordingClient();
    const answer = client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks[0]!.run();
    expect(sent).toEqual(['Me']);
    await expect(answer).resolves.toMatchObject({ data: { me: null } });
  });

  it('sends nothing for an operation unsubscribed before its task ran', async () => {
    const { scheduler, tasks } = fakeScheduler();
    global.scheduler = scheduler;
    const { client, sent } = recordingClient();
    const subscription = client.watchQuery({ query: MeDocument, fetchPolicy: 'network-only' }).subscribe(() => undefined);
    await Promise.resolve();
    expect(tasks).toHaveLength(1);
    subscription.unsubscribe();
    expect(tasks[0]!.signal.aborted).toBe(true);
    expect(sent).toEqual([]);
  });

  it('sends at once where the browser cannot post a task', async () => {
    const { client, sent } = recordingClient();
    await expect(client.query({ query: MeDocument, fetchPolicy: 'network-only' })).resolves.toMatchObject({ data: { me: null } });
    expect(sent).toEqual(['Me']);
  });
});

describe('lazyLink', () => {
  /** A client whose transport is `lazyLink(load)`, `load` resolving when the test says so. */
  function lazyClient() {
    const sent: string[] = [];
    const loads: { resolve(): void; reject(error: Error): void }[] = [];
    const terminating = new ApolloLink((operation) => {
      sent.push(operation.operationName ?? '');
      return of({ data: { me: null } });
    });
    const load = jest.fn(
      () => new Promise<ApolloLink>((resolve, reject) => loads.push({ resolve: () => resolve(terminating), reject })),
    );
    const client = new ApolloClient({ link: lazyLink(load), cache: new InMemoryCache() });
    return { client, sent, load, loads };
  }

  it('loads the transport with the first operation only, and the operation is answered through it', async () => {
    const { client, sent, load, loads } = lazyClient();
    expect(load).not.toHaveBeenCalled();
    const first = client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    loads[0]!.resolve();
    await expect(first).resolves.toMatchObject({ data: { me: null } });
    await expect(client.query({ query: MeDocument, fetchPolicy: 'network-only' })).resolves.toMatchObject({ data: { me: null } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['Me', 'Me']);
  });

  it('sends nothing for an operation unsubscribed while the transport loads', async () => {
    const { client, sent, loads } = lazyClient();
    const subscription = client.watchQuery({ query: MeDocument, fetchPolicy: 'network-only' }).subscribe(() => undefined);
    await Promise.resolve();
    subscription.unsubscribe();
    loads[0]!.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
  });

  it('fails the operation when the transport cannot load, and the next operation tries again', async () => {
    const { client, sent, load, loads } = lazyClient();
    const first = client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    await Promise.resolve();
    loads[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow('Failed to fetch dynamically imported module');
    const second = client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]!.resolve();
    await expect(second).resolves.toMatchObject({ data: { me: null } });
    expect(sent).toEqual(['Me']);
  });
});
