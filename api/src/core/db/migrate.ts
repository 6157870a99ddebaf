import { Client } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Migrations as a deploy's own step (issue 40). Every process that migrates — `npm run migrate`, the chart's
 * pre-upgrade job, an `all` instance at start — takes one PostgreSQL advisory lock first, so N of them starting
 * together run each migration once: the first applies, the others wait, then find nothing left to do.
 *
 * The lock is a session's, so it is taken on a direct connection (DATABASE_DIRECT_URL): behind PgBouncer in
 * transaction mode a session lock on the pooled URL could be released on another server connection, or never.
 */
const MIGRATIONS_LOCK = `hashtext('d-office:migrations')`;

export async function migrateUnderLock(ds: DataSource, directUrl: string): Promise<string[]> {
  const lock = new Client({ connectionString: directUrl, application_name: 'd-office-migrate' });
  // Idle while the migrations run: a database lost meanwhile fails them through the DataSource, not as an
  // unhandled 'error' event of this client.
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(${MIGRATIONS_LOCK})`);
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    // Ending the session releases the lock whatever happened above.
    await lock.end().catch(() => undefined);
  }
}

export interface SchemaState {
  /** The code's migrations the database has not applied: the schema is older than this code. */
  missing: string[];
  /** Migrations applied to the database that this code does not know: a newer release migrated it. */
  unknown: string[];
}

/** Compares the code's migrations with the database's record of applied ones, without changing anything. */
export async function schemaState(ds: DataSource): Promise<SchemaState> {
  const table = ds.options.migrationsTableName ?? 'migrations';
  const [{ present }] = await ds.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [table]);
  const applied = new Set<string>(present ? (await ds.query(`SELECT name FROM "${table}"`)).map((r: { name: string }) => r.name) : []);
  const known = ds.migrations.map((m) => m.name ?? m.constructor.name);
  return {
    missing: known.filter((name) => !applied.has(name)),
    unknown: [...applied].filter((name) => !known.includes(name)),
  };
}
