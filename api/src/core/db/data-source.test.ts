import type { Pool, PoolClient as PgPoolClient } from 'pg';
import { createTestContext, type TestContext } from '../../../test/harness';
import { isDatabaseUnavailable } from '../errors';
import { PoolClient } from './data-source';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const poolOf = () => (t.ds.driver as unknown as { master: Pool }).master;

it("the pool's clients are the app's own, which keep an 'error' listener for life", async () => {
  const client = await poolOf().connect();
  try {
    expect(client).toBeInstanceOf(PoolClient);
    expect(client.listenerCount('error')).toBeGreaterThan(0);
  } finally {
    client.release();
  }
});

it('a connection lost between the pool handing it over and TypeORM taking it answers as unavailable, without ending the process, and the next query works', async () => {
  let thrown: unknown;
  let delivered = false;
  poolOf().once('acquire', (client: PgPoolClient) => {
    // pg-pool has just taken its listener off; TypeORM puts its own on once its promise settles. In between, the
    // FATAL message PostgreSQL sends when its postmaster dies, delivered as pg's parser delivers it.
    queueMicrotask(() => {
      const fatal = Object.assign(new Error('terminating connection due to unexpected postmaster exit'), { severity: 'FATAL', code: '57P01' });
      try {
        (client as unknown as { connection: NodeJS.EventEmitter }).connection.emit('errorMessage', fatal);
        delivered = true;
      } catch (err) {
        thrown = err;
      }
    });
  });
  const failure = await t.ds.query('SELECT 1 AS one').then(
    () => undefined,
    (err: unknown) => err,
  );
  // Before PoolClient, emitting threw ERR_UNHANDLED_ERROR here: in the server, an uncaught exception.
  expect(thrown).toBeUndefined();
  expect(delivered).toBe(true);
  expect(isDatabaseUnavailable(failure)).toBe(true);
  // The broken client went back and was dropped: the pool serves the next query on a working one.
  await expect(t.ds.query('SELECT 2 AS two')).resolves.toEqual([{ two: 2 }]);
});
