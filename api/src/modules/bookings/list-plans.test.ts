import type { DataSource } from 'typeorm';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createDataSource } from '../../database';
import { BookingsRepository } from './bookings.repository';

/**
 * The admin booking list's first page is planned once per connection: with `LIMIT $1` PostgreSQL planned it again on
 * every run (0.5 ms of its CPU per page, more than running it). Checked on one connection, where
 * pg_prepared_statements shows how each run was planned.
 */

let t: TestContext;
let one: DataSource;

beforeAll(async () => {
  t = await createTestContext();
  const admin = await t.createUser({ isAdmin: true });
  await t.ds.query(
    `WITH r AS (INSERT INTO meeting_rooms (name, price_per_month, deposit) VALUES ('Plan room', 100, 10) RETURNING id)
     INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status)
     SELECT r.id, $1::int, DATE '2031-01-01' + s * 40, 1, 'pending' FROM r, generate_series(1, 30) s`,
    [admin.id],
  );
  const { url } = t.ds.options as { url: string };
  one = createDataSource({ url, poolSize: 1 });
  await one.initialize();
});
afterAll(async () => {
  await one.destroy();
  await t.close();
});

const statements = async () =>
  (await one.query(`SELECT name, statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name LIKE 'bookings-list-%'`)) as {
    name: string;
    statement: string;
    generic: number;
    custom: number;
  }[];

it('a first page of a usual size has its LIMIT in the statement and one generic plan for all its runs', async () => {
  const repo = new BookingsRepository(one);
  for (let run = 0; run < 7; run++) expect(await repo.list(undefined, 10, 0)).toHaveLength(10);
  const [page] = (await statements()).filter((s) => s.statement.includes('LIMIT 10'));
  expect(page).toMatchObject({ generic: 7, custom: 0 });
});

it('any other size stays a parameter and answers the same rows as a usual size cut to it', async () => {
  const repo = new BookingsRepository(one);
  const seven = await repo.list(undefined, 7, 0);
  expect(seven.map((b) => b.id)).toEqual((await repo.list(undefined, 10, 0)).slice(0, 7).map((b) => b.id));
  const withParameter = (await statements()).filter((s) => /LIMIT \$1/.test(s.statement));
  expect(withParameter).toHaveLength(1);
  // One statement for every size that is not a usual one: sizes cannot make a connection keep a plan each.
  for (const size of [8, 9, 11, 13]) expect(await repo.list(undefined, size, 0)).toHaveLength(size);
  expect((await statements()).filter((s) => /LIMIT \$1/.test(s.statement))).toHaveLength(1);
});
