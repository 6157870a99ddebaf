import { createDataSource } from '../../database';
import { createTestContext, type TestContext } from '../../../test/harness';
import { preparedRows, statementName } from './prepared';

/*
 * PostgreSQL keeps 63 bytes of a prepared statement's name: two names that differ only past that are one name to it,
 * and preparing the second on a connection that has the first fails.
 */
const base = 'events-list-confirmed-from-first-limit500-cols-details+audit-rsvps';
const longer = `${base}-only`;

it('keeps names PostgreSQL keeps whole, and gives longer ones a distinct name it keeps whole', () => {
  expect(statementName('events-by-ids')).toBe('events-by-ids');
  const x = 'x'.repeat(63);
  expect(statementName(x)).toBe(x);
  for (const name of [base, longer, `${x}y`]) expect(Buffer.byteLength(statementName(name))).toBeLessThanOrEqual(63);
  expect(new Set([base, longer, `${x}y`, `${x}z`].map(statementName)).size).toBe(4);
  expect(statementName(longer)).toBe(statementName(longer));
});

describe('on one connection', () => {
  let t: TestContext;
  let one: ReturnType<typeof createDataSource>;
  beforeAll(async () => {
    t = await createTestContext();
    one = createDataSource({ url: (t.ds.options as { url: string }).url, poolSize: 1 });
    await one.initialize();
  });
  afterAll(async () => {
    await one?.destroy();
    await t?.close();
  });

  it('runs two statements whose names share their first 63 characters, each with its own text, again and again', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await preparedRows(one, base, 'SELECT $1::int AS a', [i])).toEqual([{ a: i }]);
      expect(await preparedRows(one, longer, 'SELECT $1::int + 100 AS b', [i])).toEqual([{ b: i + 100 }]);
    }
  });
});

describe('behind a pooler in transaction mode (DATABASE_POOLER)', () => {
  let t: TestContext;
  const opened: ReturnType<typeof createDataSource>[] = [];
  /** A pool of one connection, so what it prepared is what pg_prepared_statements shows on it. */
  const oneConnection = async (namedStatements: boolean) => {
    const ds = createDataSource({ url: (t.ds.options as { url: string }).url, poolSize: 1, namedStatements });
    await ds.initialize();
    opened.push(ds);
    return ds;
  };
  const prepared = async (ds: ReturnType<typeof createDataSource>) =>
    (await ds.query(`SELECT name FROM pg_prepared_statements`)).map((r: { name: string }) => r.name);
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    for (const ds of opened) await ds.destroy();
    await t?.close();
  });

  it('prepares hot reads unnamed, so no statement outlives its run on the server connection', async () => {
    const ds = await oneConnection(false);
    expect(await preparedRows(ds, 'events-by-ids', 'SELECT $1::int AS a', [7])).toEqual([{ a: 7 }]);
    expect(await prepared(ds)).toEqual([]);
  });

  it('names them on a direct connection (the default)', async () => {
    const ds = await oneConnection(true);
    await preparedRows(ds, 'events-by-ids', 'SELECT $1::int AS a', [7]);
    expect(await prepared(ds)).toEqual(['events-by-ids']);
  });
});
