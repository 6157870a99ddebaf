import { Client } from 'pg';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../database';
import { migrate } from '../../cli/migrate';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { StartupError } from '../errors';
import { workerHttp } from '../http/worker-http';
import { openPostgres } from './bootstrap';
import { migrateUnderLock, schemaState } from './migrate';

/** Issue 40 item 1: migrations as their own step, once under concurrency; web and worker refuse an older schema. */
const adminUrl = () => process.env.TEST_PG_ADMIN_URL!;
const made: string[] = [];
const open: DataSource[] = [];

/** A new, empty database (no template: nothing migrated). */
async function emptyDatabase(): Promise<string> {
  const name = `mig_${process.pid}_${made.length}_${Date.now() % 100000}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  made.push(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function connected(url: string): Promise<DataSource> {
  const ds = createDataSource({ url, poolSize: 3 });
  await ds.initialize();
  open.push(ds);
  return ds;
}

afterAll(async () => {
  for (const ds of open) if (ds.isInitialized) await ds.destroy();
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const config = (url: string, env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, ...env });

it('three instances migrating one fresh database together apply each migration exactly once', async () => {
  const url = await emptyDatabase();
  const instances = await Promise.all([connected(url), connected(url), connected(url)]);
  const applied = await Promise.all(instances.map((ds) => migrateUnderLock(ds, url)));
  const total = instances[0].migrations.length;
  expect(total).toBeGreaterThan(10);
  // One of them did all the work; the others waited on the lock and found nothing left.
  expect(applied.map((a) => a.length).sort((a, b) => a - b)).toEqual([0, 0, total]);
  const rows = await instances[0].query(`SELECT name, count(*)::int AS n FROM migrations GROUP BY name`);
  expect(rows).toHaveLength(total);
  expect(rows.every((r: { n: number }) => r.n === 1)).toBe(true);
  expect(await schemaState(instances[0])).toEqual({ missing: [], unknown: [] });
}, 60_000);

describe('a process that does not migrate (ROLE web or worker)', () => {
  let url: string;
  let ds: DataSource;
  beforeAll(async () => {
    url = await emptyDatabase();
    ds = await connected(url);
    await migrateUnderLock(ds, url);
  }, 60_000);

  it('refuses a schema older than its code, naming the missing migration and the command', async () => {
    const last = ds.migrations[ds.migrations.length - 1].name!;
    await ds.undoLastMigration({ transaction: 'each' });
    expect((await schemaState(ds)).missing).toEqual([last]);
    const attempt = openPostgres(config(url, { ROLE: 'web' }), createLogger('silent'), (u) => createDataSource({ url: u, poolSize: 2 }));
    await expect(attempt).rejects.toThrow(StartupError);
    await expect(openPostgres(config(url, { ROLE: 'worker' }), createLogger('silent'), (u) => createDataSource({ url: u, poolSize: 2 }))).rejects.toThrow(
      `The database schema is older than this code: 1 migration not applied (${last}). Run the migrations first: npm run migrate (with the same DATABASE_URL).`,
    );
    // Refusing changed nothing; `npm run migrate` then brings it up to date and says so.
    expect((await schemaState(ds)).missing).toEqual([last]);
    const lines: string[] = [];
    expect(await migrate({ NODE_ENV: 'test', DATABASE_URL: url, ROLE: 'web' }, { log: (l) => lines.push(l), error: (l) => lines.push(l) })).toBe(0);
    expect(lines).toEqual([`Applied 1 migration: ${last}.`]);
    const again: string[] = [];
    await migrate({ NODE_ENV: 'test', DATABASE_URL: url }, { log: (l) => again.push(l), error: (l) => again.push(l) });
    expect(again).toEqual([`The database is up to date (${ds.migrations.length} migrations).`]);
  }, 60_000);

  it('serves a schema newer than its code (additive migrations), and does not migrate it', async () => {
    await ds.query(`INSERT INTO migrations (timestamp, name) VALUES (1899999999999, 'FromANewerRelease1899999999999')`);
    const db = await openPostgres(config(url, { ROLE: 'web' }), createLogger('silent'), (u) => createDataSource({ url: u, poolSize: 2 }));
    try {
      expect(db.migrated).toEqual([]);
      expect(await schemaState(db.ds)).toEqual({ missing: [], unknown: ['FromANewerRelease1899999999999'] });
    } finally {
      await db.close();
      await ds.query(`DELETE FROM migrations WHERE name = 'FromANewerRelease1899999999999'`);
    }
  });

  it("a worker's HTTP answers the probes and its metrics, nothing else", async () => {
    const app = workerHttp(ds, (_req, res) => void res.type('text/plain').send('# metrics'));
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'ready' });
    expect((await request(app).get('/metrics')).text).toBe('# metrics');
    const graphql = await request(app).post('/graphql').send({ query: '{ me { id } }' });
    expect(graphql.status).toBe(404);
    expect(graphql.body.message).toBe('This process runs the background jobs only (ROLE=worker); the app is served by the web role.');
  });
});

describe('ROLE and its defaults', () => {
  it.each([
    [{}, { role: 'all', migrateOnStart: true }],
    [{ ROLE: 'web' }, { role: 'web', migrateOnStart: false, jobs: false }],
    [{ ROLE: 'web', JOBS: 'true' }, { role: 'web', jobs: false }],
    [{ ROLE: 'worker' }, { role: 'worker', migrateOnStart: false, jobs: true }],
    [{ ROLE: 'web', MIGRATE_ON_START: 'true' }, { role: 'web', migrateOnStart: true }],
    [{ MIGRATE_ON_START: 'false' }, { role: 'all', migrateOnStart: false }],
    [{ DATABASE_URL: 'postgres://pooler/db' }, { databaseUrl: 'postgres://pooler/db', databaseDirectUrl: 'postgres://pooler/db' }],
    [{ DATABASE_URL: 'postgres://pooler/db', DATABASE_DIRECT_URL: 'postgres://primary/db' }, { databaseDirectUrl: 'postgres://primary/db' }],
    // Issue 40 item 2: a direct URL of its own says DATABASE_URL is pooled (transaction mode) unless DATABASE_POOLER says otherwise.
    [{}, { databasePooler: 'none' }],
    [{ DATABASE_URL: 'postgres://primary/db' }, { databasePooler: 'none' }],
    [{ DATABASE_URL: 'postgres://primary/db', DATABASE_DIRECT_URL: 'postgres://primary/db' }, { databasePooler: 'none' }],
    [{ DATABASE_URL: 'postgres://pooler/db', DATABASE_DIRECT_URL: 'postgres://primary/db' }, { databasePooler: 'transaction' }],
    [{ DATABASE_URL: 'postgres://pooler/db', DATABASE_DIRECT_URL: 'postgres://primary/db', DATABASE_POOLER: 'none' }, { databasePooler: 'none' }],
    [{ DATABASE_URL: 'postgres://pooler/db', DATABASE_POOLER: 'transaction' }, { databasePooler: 'transaction' }],
    // Issue 40 item 3: a web instance waits for its balancer on SIGTERM.
    [{ ROLE: 'web' }, { shutdownDrainSeconds: 5 }],
    [{ ROLE: 'web', SHUTDOWN_DRAIN_SECONDS: '0' }, { shutdownDrainSeconds: 0 }],
    [{}, { shutdownDrainSeconds: 0 }],
    [{ ROLE: 'worker' }, { shutdownDrainSeconds: 0 }],
  ])('%j', (env, expected) => {
    expect(loadConfig({ NODE_ENV: 'development', ...env })).toMatchObject(expected);
  });

  it('refuses an unknown pooler with the ones it knows', () => {
    expect(() => loadConfig({ DATABASE_POOLER: 'session' })).toThrow('DATABASE_POOLER "session" is not one of transaction, none.');
  });

  it('refuses an unknown role with the ones it knows', () => {
    expect(() => loadConfig({ ROLE: 'cron' })).toThrow('ROLE "cron" is not one of all, web, worker.');
  });
});
