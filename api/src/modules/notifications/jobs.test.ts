import dayjs from 'dayjs';
import { createLogger } from '../../core/logger';
import { createTestContext, type TestContext } from '../../../test/harness';
import { tempOutbox } from '../../../test/outbox';
import { deliveryKeyString } from './compose';
import { NotificationJobs, YIELD_BATCH_SIZE } from './jobs';

jest.setTimeout(60_000);

let t: TestContext;
let jobs: NotificationJobs | undefined;

beforeAll(async () => {
  t = await createTestContext({ env: { OUTBOX_DIR: tempOutbox() } });
});
let drainer: NotificationJobs | undefined;

afterAll(async () => {
  await jobs?.stop();
  await drainer?.stop();
  await t.close();
});

it('a sweep does not queue again a send it queued that is still waiting, and queues new ones', async () => {
  const at = dayjs().add(3, 'hour');
  const event = async (title: string) =>
    (
      await t.ds.query(`INSERT INTO events (title, date, start_time, location) VALUES ($1, $2, $3, 'Club Room') RETURNING id`, [
        title,
        at.format('YYYY-MM-DD'),
        at.format('HH:mm'),
      ])
    )[0].id as number;
  const first = await event('Chess');
  await t.signedIn();
  // Sweeps only when kicked; the worker asks for jobs once at start and then not for an hour, so queued jobs stay queued.
  jobs = new NotificationJobs(t.services.notifications, createLogger('silent'), {
    connectionString: (t.ds.options as { url: string }).url,
    sweepSeconds: 3600,
    pollingSeconds: 3600,
  });
  await jobs.start();
  await jobs.idle();
  const queued = async () =>
    (await t.ds.query(`SELECT singleton_key AS key, count(*)::int AS n FROM pgboss.job WHERE name = 'notification-deliver' GROUP BY 1 ORDER BY 1`)) as {
      key: string;
      n: number;
    }[];
  const once = await queued();
  const due = (await t.services.notifications.due()).map(deliveryKeyString).sort();
  // The member's nudges for the event (email and inbox) are due and were queued once each.
  expect(due.some((k) => k.startsWith(`rsvp_needed:${first}:`))).toBe(true);
  expect(once.map((r) => r.key)).toEqual(due);
  expect(once.every((r) => r.n === 1)).toBe(true);
  // Queued in one statement per sweep, with the queue's retry settings (8 tries, backing off from 30 s) as send() gave them.
  expect(await t.ds.query(`SELECT DISTINCT retry_limit, retry_delay, retry_backoff FROM pgboss.job WHERE name = 'notification-deliver'`)).toEqual([
    { retry_limit: 8, retry_delay: 30, retry_backoff: true },
  ]);

  // Still due (not delivered): a second sweep queues nothing more.
  jobs.kick();
  await jobs.idle();
  expect(await queued()).toEqual(once);

  // A send that became due since is queued by the next sweep.
  const second = await event('Go');
  jobs.kick();
  await jobs.idle();
  const after = await queued();
  const dueNow = (await t.services.notifications.due()).map(deliveryKeyString).sort();
  expect(after.map((r) => r.key)).toEqual(dueNow);
  expect(after.every((r) => r.n === 1)).toBe(true);
  expect(after.length).toBeGreaterThan(once.length);
  expect(dueNow.some((k) => k.startsWith(`rsvp_needed:${second}:`))).toBe(true);
});

it('a worker delivers a batch of sends each time it asks for jobs, not one', async () => {
  // Thirty more sends due (each new member's nudges for a new event), queued by the instance above, which then stops.
  const at = dayjs().add(3, 'hour');
  await t.ds.query(`INSERT INTO events (title, date, start_time, location) VALUES ('Bridge', $1, $2, 'Club Room')`, [
    at.format('YYYY-MM-DD'),
    at.format('HH:mm'),
  ]);
  for (let i = 0; i < 15; i++) await t.signedIn();
  jobs!.kick();
  await jobs!.idle();
  await jobs!.stop();
  jobs = undefined;
  const due = async () => (await t.services.notifications.due()).length;
  const before = await due();
  const [{ waiting }] = await t.ds.query(`SELECT count(*)::int AS waiting FROM pgboss.job WHERE name = 'notification-deliver' AND state = 'created'`);
  expect(waiting).toBeGreaterThan(40);
  expect(before).toBeGreaterThan(40);

  // A worker that asks for jobs at start and then not for an hour: that one fetch delivers 40 sends.
  drainer = new NotificationJobs(t.services.notifications, createLogger('silent'), {
    connectionString: (t.ds.options as { url: string }).url,
    sweepSeconds: 3600,
    pollingSeconds: 3600,
  });
  await drainer.start();
  const deadline = Date.now() + 30_000;
  while ((await due()) > before - 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, 1000));
  expect(before - (await due())).toBe(40);
});

it('a worker of a process busy with requests takes a few sends a fetch, not 40; the rest wait their turn', async () => {
  await drainer!.stop();
  drainer = undefined;
  const at = dayjs().add(3, 'hour');
  await t.ds.query(`INSERT INTO events (title, date, start_time, location) VALUES ('Draughts', $1, $2, 'Club Room')`, [
    at.format('YYYY-MM-DD'),
    at.format('HH:mm'),
  ]);
  for (let i = 0; i < 10; i++) await t.signedIn();
  const count = async (state: string) =>
    (await t.ds.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notification-deliver' AND state = $1`, [state]))[0].n as number;
  const options = { connectionString: (t.ds.options as { url: string }).url, sweepSeconds: 3600, pollingSeconds: 3600 };
  // One instance queues the new sends (its own first fetch, busy too, takes a few of the older ones) and stops.
  const sweeper = new NotificationJobs(t.services.notifications, createLogger('silent'), { ...options, busy: () => true });
  await sweeper.start();
  await sweeper.idle();
  await sweeper.stop();
  expect(await count('created')).toBeGreaterThan(YIELD_BATCH_SIZE * 2);

  // A busy process's worker: its one fetch (at start, then not for an hour) takes YIELD_BATCH_SIZE jobs.
  const before = await count('completed');
  let asked = 0;
  drainer = new NotificationJobs(t.services.notifications, createLogger('silent'), { ...options, busy: () => (asked++, true) });
  await drainer.start();
  const deadline = Date.now() + 30_000;
  while ((await count('completed')) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, 1000));
  expect(asked).toBe(1);
  expect((await count('completed')) - before).toBe(YIELD_BATCH_SIZE);
  expect(await count('created')).toBeGreaterThan(0);
});

it('a start with the database out of reach fails as "database unavailable", leaving nothing open, so main.ts starts it again', async () => {
  const { isDatabaseUnavailable } = await import('../../core/errors');
  const { freePort } = await import('../../../test/scratch');
  const closed = new NotificationJobs(t.services.notifications, createLogger('silent'), {
    connectionString: `postgres://postgres:postgres@127.0.0.1:${await freePort()}/none`,
    sweepSeconds: 60,
  });
  const failure = await closed.start().then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(isDatabaseUnavailable(failure)).toBe(true);
  expect(closed.queue).toBeUndefined();
});
