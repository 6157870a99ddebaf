import { Client } from 'pg';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { AuditCounts1768500000000 } from '../../migrations/1768500000000-AuditCounts';
import { record, type AuditEntry } from './audit.record';
import type { UserDto } from '../users/user.mapper';

/**
 * Issue 42 item 4: the audit log's total comes from audit_counts (kept by a trigger in each audited write's
 * transaction, sharded by backend), not from counting the log, and stays exact.
 */
let t: TestContext;
let admin: Agent;
let adminUser: UserDto;
let otherAdmin: UserDto;

beforeAll(async () => {
  t = await createTestContext();
  ({ agent: admin, user: adminUser } = await t.signedIn({ isAdmin: true, fullName: 'Counting Admin' }));
  otherAdmin = await t.createUser({ isAdmin: true, fullName: 'Other Admin' });
});
afterAll(() => t.close());

const entry = (i: number): AuditEntry => {
  const kinds = [['room.updated', 'room'], ['event.updated', 'event'], ['booking.accepted', 'booking']] as const;
  const [action, entityType] = kinds[i % kinds.length]!;
  return { action, entityType, entityId: i, summary: `Concurrent change ${i}` };
};

/** What the list answers as total over REST for a filter (the page's statement, or the count past the last page). */
const total = async (query: Record<string, unknown>) => {
  const res = await admin.get('/api/audit-log').query({ limit: 1, ...query });
  expect(res.status).toBe(200);
  return res.body.total as number;
};

/** The log's own count for the same filter: what the total must equal. */
const counted = async (where: string, params: unknown[] = []) =>
  (await t.ds.query(`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`, params))[0].n as number;

/** A connection of its own (its own backend, so its own shard). */
async function connection(): Promise<Client & { pid: number }> {
  const c = new Client({ connectionString: (t.ds.options as { url: string }).url });
  await c.connect();
  const { rows } = await c.query('SELECT pg_backend_pid() AS pid');
  return Object.assign(c, { pid: rows[0].pid as number });
}

it('totals are exact after concurrent audited writes, filtered and unfiltered, and the counts match the log per key', async () => {
  const actors = [adminUser, otherAdmin, null, { system: 'Online payment' }];
  // 60 audited transactions at once over the pool's connections (several backends, so several shards per key).
  await Promise.all(
    Array.from({ length: 60 }, (_, i) => {
      const a = actors[i % actors.length]!;
      const actor = a && 'id' in a ? { id: a.id, isAdmin: true, sessionId: '' } : a;
      return t.ds.transaction((m) => record(m, actor, entry(i)));
    }),
  );
  // A statement adding several entries of several keys at once (as a seed or a restore does) counts each.
  await t.ds.transaction((m) => m.query(
    `INSERT INTO audit_log (actor_id, actor_name, action, entity_type, entity_id, summary)
     SELECT $1, 'Counting Admin', CASE WHEN i % 2 = 0 THEN 'room.updated' ELSE 'event.updated' END,
            CASE WHEN i % 2 = 0 THEN 'room' ELSE 'event' END, i, 'Bulk ' || i FROM generate_series(1, 7) i`,
    [adminUser.id],
  ));

  const shards = await t.ds.query(`SELECT count(DISTINCT shard)::int AS n FROM audit_counts`);
  expect(shards[0].n).toBeGreaterThan(1);
  const perKey = (sql: string) => t.ds.query(`${sql} ORDER BY 1, 2, 3`);
  expect(await perKey(`SELECT actor_id, entity_type, action, sum(n)::int AS n FROM audit_counts GROUP BY 1, 2, 3`)).toEqual(
    await perKey(`SELECT coalesce(actor_id, 0) AS actor_id, entity_type, action, count(*)::int AS n FROM audit_log GROUP BY 1, 2, 3`),
  );

  expect(await total({})).toBe(await counted('true'));
  expect(await total({ actorId: adminUser.id })).toBe(await counted('actor_id = $1', [adminUser.id]));
  expect(await total({ entityType: 'room' })).toBe(await counted(`entity_type = 'room'`));
  expect(await total({ action: 'event.updated' })).toBe(await counted(`action = 'event.updated'`));
  expect(await total({ actorId: otherAdmin.id, entityType: 'booking' })).toBe(await counted(`actor_id = $1 AND entity_type = 'booking'`, [otherAdmin.id]));
  expect(await total({ entityType: 'booking', action: 'event.updated' })).toBe(0);
  // Past the last page the total is counted on its own, the same way.
  const beyond = await admin.get('/api/audit-log').query({ entityType: 'room', offset: 10_000 });
  expect(beyond.body).toEqual({ items: [], total: await counted(`entity_type = 'room'`), nextCursor: null });
  // With days the log itself is counted (the counts have no dates): the same figure for today.
  const d = new Date();
  const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  expect(await total({ from: today, entityType: 'event' })).toBe(await counted(`entity_type = 'event'`));

  // The actor filter's names come from the counts and the actor's latest entry; the system (actor 0) is nobody.
  const names = (await admin.get('/api/audit-log/actors')).body as { id: number; name: string }[];
  expect(names).toEqual([{ id: adminUser.id, name: 'Counting Admin' }, { id: otherAdmin.id, name: 'Other Admin' }]);
  expect((await admin.get('/api/audit-log/actions')).body).toEqual(['booking.accepted', 'event.updated', 'room.updated']);
});

it('the total is the counts, not a count of the log', async () => {
  // Only the counts are changed here (as no code path may): the list's total follows them, so it is not counted.
  const before = await total({ entityType: 'room' });
  const c = await connection();
  try {
    await c.query(`INSERT INTO audit_counts (actor_id, entity_type, action, shard, n) VALUES (0, 'room', 'room.updated', 15, 1000)
                   ON CONFLICT (actor_id, entity_type, action, shard) DO UPDATE SET n = audit_counts.n + 1000`);
    expect(await total({ entityType: 'room' })).toBe(before + 1000);
    // Undone as it was made: the row was new (n = 1000, and n must stay > 0: delete it) or had entries before.
    const key = `actor_id = 0 AND entity_type = 'room' AND action = 'room.updated' AND shard = 15`;
    await c.query(`DELETE FROM audit_counts WHERE ${key} AND n = 1000`);
    await c.query(`UPDATE audit_counts SET n = n - 1000 WHERE ${key} AND n > 1000`);
  } finally {
    await c.end();
  }
  expect(await total({ entityType: 'room' })).toBe(before);
});

it('two backends writing entries of one key at once do not wait for each other (different shards)', async () => {
  const first = await connection();
  const opened: (Client & { pid: number })[] = [];
  try {
    // A second backend in another shard (pids are the server's; open connections until one falls elsewhere).
    let second = await connection();
    opened.push(second);
    while (second.pid % 16 === first.pid % 16) opened.push((second = await connection()));
    const insert = (c: Client, n: number) => c.query(
      `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, summary) VALUES ($1, 'room.updated', 'room', $2, 'Held open')`,
      [adminUser.id, n],
    );
    const before = await total({ actorId: adminUser.id });
    await first.query('BEGIN');
    await insert(first, 1);
    await second.query('BEGIN');
    // With one row per key the second insert would queue on the first's row lock until it commits.
    await second.query(`SET LOCAL lock_timeout = '2s'`);
    await insert(second, 2);
    // Neither is committed: the total is as it was, at any snapshot.
    expect(await total({ actorId: adminUser.id })).toBe(before);
    await second.query('COMMIT');
    expect(await total({ actorId: adminUser.id })).toBe(before + 1);
    await first.query('ROLLBACK');
    expect(await total({ actorId: adminUser.id })).toBe(before + 1);
    expect(await total({})).toBe(await counted('true'));
  } finally {
    await first.end();
    for (const c of opened) await c.end();
  }
});

it('entries written with triggers off (a seed or a restore, session_replication_role = replica) are counted too', async () => {
  const c = await connection();
  try {
    await c.query('BEGIN');
    await c.query('SET LOCAL session_replication_role = replica');
    await c.query(`INSERT INTO audit_log (action, entity_type, entity_id, summary) SELECT 'user.created', 'user', i, 'Seeded ' || i FROM generate_series(1, 5) i`);
    await c.query('COMMIT');
  } finally {
    await c.end();
  }
  expect(await total({ action: 'user.created' })).toBe(await counted(`action = 'user.created'`));
  expect(await total({})).toBe(await counted('true'));
});

it('the migration counts the entries written before it (backfill), and down() removes the counts', async () => {
  const migration = new AuditCounts1768500000000();
  const q = t.ds.createQueryRunner();
  try {
    await migration.down(q);
    // Entries of a release without the counts: their total is counted from these rows by up().
    await t.ds.query(`INSERT INTO audit_log (actor_id, action, entity_type, entity_id, summary) SELECT $1, 'booking.rejected', 'booking', i, 'Before ' || i FROM generate_series(1, 4) i`, [otherAdmin.id]);
    await t.ds.query(`INSERT INTO audit_log (action, entity_type, entity_id, summary) VALUES ('payment.received', 'payment', 1, 'Before, by the system')`);
    expect(await t.ds.query(`SELECT to_regclass('audit_counts') AS c`)).toEqual([{ c: null }]);
    await migration.up(q);
  } finally {
    await q.release();
  }
  expect(await total({ action: 'booking.rejected', actorId: otherAdmin.id })).toBe(4);
  expect(await total({ entityType: 'payment' })).toBe(await counted(`entity_type = 'payment'`));
  expect(await total({})).toBe(await counted('true'));
  // And the trigger is back: a new entry counts.
  await t.ds.transaction((m) => record(m, null, { action: 'payment.received', entityType: 'payment', entityId: 2, summary: 'After' }));
  expect(await total({ entityType: 'payment' })).toBe(await counted(`entity_type = 'payment'`));
});
