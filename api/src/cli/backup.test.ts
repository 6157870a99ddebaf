import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { createTestContext, type TestContext } from '../../test/harness';
import { backupCommand, restoreCommand } from './backup';
import { seedDemo } from './seed-demo';

/** Issue 40 item 6: a backup restored into a fresh database has every row, counter and sequence of the original. */
let t: TestContext;
let sourceUrl: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doffice-backup-'));
const made: string[] = [];
const adminUrl = () => process.env.TEST_PG_ADMIN_URL!;

async function emptyDatabase(): Promise<string> {
  const name = `restore_${process.pid}_${made.length}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  made.push(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function run(command: typeof backupCommand, argv: string[], url: string) {
  const lines: string[] = [];
  const code = await command(argv, { NODE_ENV: 'test', DATABASE_URL: url }, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
  return { code, out: lines.join('\n') };
}

/** Every table's rows (as text, sorted) and every sequence's position: what "finds every row" compares. */
async function contents(url: string): Promise<Record<string, string>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const { rows: tables } = await c.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public' WHERE relkind = 'r' ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      // The audit counts are rebuilt by their trigger on restore, in the restoring backend's shard: per key, not per row.
      const from = name === 'audit_counts' ? `(SELECT actor_id, entity_type, action, sum(n) AS n FROM audit_counts GROUP BY 1, 2, 3)` : `"${name}"`;
      const { rows } = await c.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${from} t`);
      out[name] = `${rows[0].n} ${rows[0].h}`;
    }
    const { rows: seqs } = await c.query<{ name: string }>(`SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public' WHERE relkind = 'S'`);
    for (const { name } of seqs) out[`sequence ${name}`] = JSON.stringify((await c.query(`SELECT last_value::text, is_called FROM "${name}"`)).rows[0]);
    return out;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  t = await createTestContext();
  sourceUrl = (t.ds.options as { url: string }).url;
  await seedDemo(t.ds, t.services);
}, 60_000);
afterAll(async () => {
  await t.close();
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

let file: string;
it('backs up every table into one file and restores it into a fresh database, row for row', async () => {
  file = path.join(dir, 'office.backup.gz');
  const backup = await run(backupCommand, ['--out', file], sourceUrl);
  expect(backup.code).toBe(0);
  expect(backup.out).toMatch(new RegExp(`^Backed up \\d+ rows of \\d+ tables \\(\\d+ migrations\\) to ${file.replace(/[.]/g, '\\.')}\\.$`));
  const before = await contents(sourceUrl);
  expect(Number(before.users.split(' ')[0])).toBeGreaterThan(5);
  expect(Number(before.event_rsvps?.split(' ')[0] ?? before.rsvps?.split(' ')[0])).toBeGreaterThan(0);
  expect(Number(before.audit_counts.split(' ')[0])).toBeGreaterThan(0);

  const target = await emptyDatabase();
  const restore = await run(restoreCommand, [file], target);
  expect(restore.out).toMatch(/^Restored \d+ rows of \d+ tables from the backup of /);
  expect(restore.code).toBe(0);
  // Counters kept by triggers (events.attending_count) come back as they were, not counted twice; sequences go on.
  expect(await contents(target)).toEqual(before);
}, 60_000);

it('refuses a database that already has members unless --replace, and a damaged or cut-off file changes nothing', async () => {
  const target = await emptyDatabase();
  expect((await run(restoreCommand, [file], target)).code).toBe(0);
  const restored = await contents(target);

  const again = await run(restoreCommand, [file], target);
  expect(again.code).toBe(1);
  expect(again.out).toMatch(/^Could not restore: This database already has \d+ users\. Restore into an empty database, or pass --replace to overwrite everything in it\. No data was changed\.$/);

  const whole = gunzipSync(fs.readFileSync(file)).toString('utf8');
  const cut = path.join(dir, 'cut.backup.gz');
  fs.writeFileSync(cut, gzipSync(whole.slice(0, Math.floor(whole.length * 0.6))));
  const damaged = await run(restoreCommand, [cut, '--replace'], target);
  expect(damaged.code).toBe(1);
  expect(damaged.out).toMatch(/^Could not restore: The backup is cut off .* No data was changed\.$/);
  expect(await contents(target)).toEqual(restored);

  const truncatedGzip = path.join(dir, 'truncated.backup.gz');
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(truncatedGzip, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
  const truncated = await run(restoreCommand, [truncatedGzip, '--replace'], target);
  expect(truncated.out).toMatch(/^Could not restore: The backup is cut off.* No data was changed\.$/);
  expect(await contents(target)).toEqual(restored);

  const notOurs = path.join(dir, 'other.gz');
  fs.writeFileSync(notOurs, gzipSync('hello\n'));
  expect((await run(restoreCommand, [notOurs], target)).out).toBe('Could not restore: This is not a D.Office backup (no header). No data was changed.');

  // --replace with a whole backup: the same contents again.
  expect((await run(restoreCommand, [file, '--replace'], target)).code).toBe(0);
  expect(await contents(target)).toEqual(restored);
}, 60_000);

it('says how to call it', async () => {
  expect(await run(restoreCommand, [], sourceUrl)).toEqual({ code: 2, out: 'Name one backup file.\nUsage: npm run restore -- FILE [--replace]' });
  expect((await run(backupCommand, ['--to', 'x'], sourceUrl)).code).toBe(2);
});
