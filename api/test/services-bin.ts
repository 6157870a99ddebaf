import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/*
 * Debian's pgbouncer and haproxy as real processes in front of the tests' PostgreSQL and servers (issue 40): found on
 * the PATH or in the sbin folders where the packages put them, run in the foreground, stopped with the test.
 */

/** The program's path, or undefined when it is not installed. */
export function findProgram(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const dir of dirs) {
    const full = path.join(dir, name);
    try {
      fs.accessSync(full, fs.constants.X_OK);
      return full;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** What a test that needs `name` says when it is missing: plainly, with the command that installs it. */
export function missingProgram(name: string): string {
  return `SKIPPED: the ${name} tests need Debian's ${name} package, which is not installed here (apt-get install -y ${name}; .ci/run installs it).`;
}

export interface Program {
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Runs `bin` with `args`; as the unprivileged `postgres` user when we are root and `asPostgres` (PgBouncer refuses root). */
export function runProgram(bin: string, args: string[], opts: { asPostgres?: boolean } = {}): Program {
  const ids = opts.asPostgres && process.getuid?.() === 0 ? postgresIds() : {};
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], ...ids });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** uid and gid of the `postgres` user (the embedded PostgreSQL's, made by its package or Debian's). */
function postgresIds(): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root, and there is no postgres user to run PgBouncer as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Resolves once something accepts connections on 127.0.0.1:`port`; fails with `why()` after `ms`. */
export async function listening(port: number, why: () => string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}: ${why()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
