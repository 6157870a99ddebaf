import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { chooseEmbeddedPort, embeddedUrl, runningEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

export interface Database {
  ds: DataSource;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR. Migrations run on open.
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
  try {
    await ds.initialize();
    const applied = await ds.runMigrations({ transaction: 'each' });
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  } catch (err) {
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
  return {
    ds,
    embedded,
    async close() {
      if (ds.isInitialized) await ds.destroy();
      await embedded?.stop();
    },
  };
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
