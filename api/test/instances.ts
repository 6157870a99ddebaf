import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../src/core/config';
import { SESSION_COOKIE } from '../src/core/auth/cookies';
import { freePort, npmStart } from './scratch';

/**
 * D.Office instances as real processes (`npm start`, compiled server, production mode) for the deployment tests of
 * issue 40: a role each (ROLE web or worker), one JWT secret, one database.
 */
export interface Instance {
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Builds the compiled server once, so instances started together do not each build it. */
export async function buildServerOnce(): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(ROOT_DIR, 'scripts/build-server.mjs')], { cwd: ROOT_DIR });
}

/** Starts one instance and resolves once its /readyz answers 200. */
export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const p = port ?? (await freePort());
  const s = npmStart({ SKIP_WEB_BUILD: 'true', JWT_SECRET: 'deployment-tests-secret-0123456789abcdef', ...env, PORT: String(p) });
  const url = `http://127.0.0.1:${p}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (s.child.exitCode !== null) throw new Error(`instance on ${p} exited early: ${s.output()}`);
    if (Date.now() > deadline) throw new Error(`instance on ${p} did not become ready: ${s.output()}`);
    const ready = await fetch(`${url}/readyz`).catch(() => undefined);
    if (ready?.status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port: p,
    url,
    output: s.output,
    exited: s.exited,
    async stop() {
      if (s.child.exitCode === null) s.child.kill('SIGTERM');
      return s.exited;
    },
  };
}

/** Signs in over REST at `base` and returns the session token, for `Authorization: Bearer`. */
export async function signIn(base: string, username: string, password = 'secret123'): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`sign-in at ${base} failed: ${res.status} ${await res.text()}`);
  return token;
}

/** Lines an instance logged at error level or above (pino JSON: level 50+). */
export function errorLines(output: string): string[] {
  return output.split('\n').filter((l) => {
    try {
      return (JSON.parse(l) as { level?: number }).level! >= 50;
    } catch {
      return false;
    }
  });
}
