import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { StartupError } from '../errors';
import type { Logger } from '../logger';
import { migrateUnderLock, schemaState } from './migrate';
import { chooseEmbeddedPort, embeddedUrl, runningEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

export interface Database {
  ds: DataSource;
  embedded?: EmbeddedDatabase;
  /** The migrations this open applied (none when it only checked the schema). */
  migrated: string[];
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR. Migrations run on open under their lock
 * (MIGRATE_ON_START, ROLE all's default); otherwise the schema is only checked against the code.
 * With `attach`, an embedded PostgreSQL that another process (the server) already runs on
 * DATA_DIR is used as it is, and left running on close: two postgres on one data dir would fail.
 */
export async function openPostgres(
  config: Config,
  logger: Logger,
  connect: (url: string) => DataSource,
  opts: { attach?: boolean } = {},
): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  const running = !url && opts.attach ? runningEmbeddedPostgres(path.join(config.dataDir, 'pg')) : undefined;
  if (running) {
    logger.info({ pid: running.pid, port: running.port }, 'using the embedded PostgreSQL the server is running');
    url = embeddedUrl(running.port || config.embeddedPgPort);
  } else if (!url) {
    const dir = path.join(config.dataDir, 'pg');
    const { port, note } = await chooseEmbeddedPort(dir, config.embeddedPgPort);
    if (note) logger.warn(note);
    logger.info({ dir, port }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dir,
      port,
      onLog: (line) => logger.debug({ pg: line.trim() }, 'postgres'),
      onSupervisor: (event) => {
        if (event.type === 'died') logger.error({ code: event.code, signal: event.signal }, 'embedded PostgreSQL stopped unexpectedly; restarting it');
        else if (event.type === 'restarted') logger.info({ afterMs: event.afterMs, attempts: event.attempts }, 'embedded PostgreSQL restarted');
        else logger.warn({ attempt: event.attempt, error: event.error }, 'embedded PostgreSQL restart failed; trying again');
      },
    });
    url = embedded.url;
  }
  const ds = connect(url);
  let migrated: string[] = [];
  try {
    await ds.initialize();
    if (config.migrateOnStart) {
      migrated = await migrateUnderLock(ds, config.databaseDirectUrl ?? url);
      if (migrated.length) logger.info({ migrations: migrated }, 'migrations applied');
    } else {
      await checkSchema(ds, logger);
    }
  } catch (err) {
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
  return {
    ds,
    embedded,
    migrated,
    async close() {
      if (ds.isInitialized) await ds.destroy();
      await embedded?.stop();
    },
  };
}

/**
 * A process that does not migrate (ROLE web or worker) refuses a schema older than its code, and serves a newer
 * one: migrations are additive, so the release before a migration keeps working on its result (README, "Operations").
 */
async function checkSchema(ds: DataSource, logger: Logger): Promise<void> {
  const { missing, unknown } = await schemaState(ds);
  if (missing.length) {
    throw new StartupError(
      `The database schema is older than this code: ${missing.length} migration${missing.length === 1 ? '' : 's'} not applied ` +
        `(${missing.join(', ')}). Run the migrations first: npm run migrate (with the same DATABASE_URL).`,
    );
  }
  if (unknown.length) logger.info({ migrations: unknown }, 'the database schema is newer than this code (additive migrations); serving');
}

/**
 * JWT_SECRET when set. Otherwise (development) a random secret kept in DATA_DIR so sessions
 * survive a restart; production refuses to start without one.
 */
export function sessionSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.env === 'production') throw new Error('JWT_SECRET must be set in production');
  return developmentSecret(config, 'jwt-secret', 48);
}

/**
 * A random secret generated once into DATA_DIR/<file> (mode 0600) and reused on later starts:
 * development gets working defaults for secrets production must be given.
 */
export function developmentSecret(config: Config, file: string, bytes: number, encoding: BufferEncoding = 'base64url'): string {
  const full = path.join(config.dataDir, file);
  if (fs.existsSync(full)) return fs.readFileSync(full, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString(encoding);
  fs.writeFileSync(full, secret, { mode: 0o600 });
  return secret;
}
