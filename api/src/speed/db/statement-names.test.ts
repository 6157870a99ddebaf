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
