import fs from 'node:fs';
import path from 'node:path';
import { freePort, postgresTempDir } from '../api/test/scratch';
import { startFlags, startProcess, stopProcess } from './servers';
import { ROOT_DIR } from '../api/src/core/config';

/**
 * `npm start` as a new user meets it: the first start on a fresh checkout's state (no data
 * directory: the embedded PostgreSQL is initialised and migrated; no web build: the client is
 * built), then a second start on what the first left behind. Each to the moment /readyz answers.
 * Own temporary DATA_DIR and WEB_DIST, so the checkout's .data and web/dist are not touched.
 */
export async function startTimes(): Promise<{ firstSeconds: number; secondSeconds: number }> {
  const dir = postgresTempDir('doffice-bench-start-');
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: '',
    DATA_DIR: dir,
    WEB_DIST: path.join(dir, 'web'),
    EMBEDDED_PG_PORT: String(await freePort()),
    JWT_SECRET: 'bench-start-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    SKIP_WEB_BUILD: '',
  };
  const script = path.join(ROOT_DIR, 'scripts/start.mjs');
  try {
    const first = await startProcess([...startFlags(), script], env, '/readyz');
    await stopProcess(first);
    const second = await startProcess([...startFlags(), script], env, '/readyz');
    await stopProcess(second);
    return { firstSeconds: first.readySeconds, secondSeconds: second.readySeconds };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  startTimes().then(
    (t) => process.stdout.write(`npm start to ready: first ${t.firstSeconds.toFixed(2)} s (fresh data dir, web build), second ${t.secondSeconds.toFixed(2)} s\n`),
    (err: unknown) => {
      process.stderr.write(`start-time failed: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    },
  );
}
