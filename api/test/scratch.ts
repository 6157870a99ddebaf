import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../src/core/config';

/** Scratch resources for a throwaway PostgreSQL or server: the test setup, the CLI tests and the benchmark share them. */

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A new folder under the system temp dir for an embedded PostgreSQL's files (`prefix` names it). */
export function postgresTempDir(prefix: string): string {
  // Private (0700) like any mkdtemp folder: startEmbeddedPostgres lets its unprivileged user in when we are root.
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * What `promise` settles to, or 'hung' after `ms`. The timer is cleared either way: a pending one would keep the
 * jest worker alive after the run.
 */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `npm start` (scripts/start.mjs) as its own process in production mode, JSON logs at info, no admin created from
 * the environment; `env` adds to that (DATABASE_URL, PORT, JWT_SECRET, ...). Its stdout and stderr are collected.
 * Run from the checkout unless `cwd` says otherwise.
 */
export function npmStart(
  env: Record<string, string>,
  opts: { cwd?: string } = {},
): { child: ChildProcess; exited: Promise<number | null>; output: () => string } {
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'scripts/start.mjs')], {
    cwd: opts.cwd ?? ROOT_DIR,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FORMAT: 'json', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, exited, output: () => output };
}
