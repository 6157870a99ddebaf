import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { MeDocument } from './session';
import { ownTaskLink } from './apollo';

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
