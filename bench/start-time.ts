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
export async function startTimes(): Promise<{
  firstSeconds: number;
  secondSeconds: number;
  firstBuildSeconds: number;
  /** From the build's start until its compressed copies were made (after the server was ready). */
  firstCompressedSeconds: number;
  firstServerBuildSeconds: number;
  firstDatabaseSeconds: number;
}> {
  const dir = postgresTempDir('doffice-bench-start-');
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: '',
    DATA_DIR: dir,
    WEB_DIST: path.join(dir, 'web'),
    EMBEDDED_PG_PORT: String(await freePort()),
    JWT_SECRET: 'bench-start-secret-0123456789abcdef',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    SKIP_WEB_BUILD: '',
  };
  const script = path.join(ROOT_DIR, 'scripts/start.mjs');
  try {
    const log = path.join(dir, 'first-start.log');
    // A fresh checkout has no compiled server either (scripts/build-server.mjs): the first start builds it.
    fs.rmSync(path.join(ROOT_DIR, 'dist/server'), { recursive: true, force: true });
    const began = Date.now();
    const first = await startProcess([...startFlags(), script], env, '/readyz', log);
    // The first start serves the client once its files are written; their compressed copies follow. A user's server
    // runs on; stopped before they are made, the next start would build the client again (start.mjs).
    const compressedAt = /Web client's compressed copies made in ([\d.]+) s/;
    const deadline = Date.now() + 60_000;
    while (!compressedAt.test(fs.readFileSync(log, 'utf8')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await stopProcess(first);
    // Where the first start's time went: the web build (start.mjs says how long it took) and, beside it, the
    // database (the server logs when it is initialised and migrated and it starts waiting for the build).
    const text = fs.readFileSync(log, 'utf8');
    const firstBuildSeconds = Number(/Web client built in ([\d.]+) s/.exec(text)?.[1] ?? NaN);
    const firstCompressedSeconds = Number(compressedAt.exec(text)?.[1] ?? NaN);
    const firstServerBuildSeconds = Number(/Server built in ([\d.]+) s/.exec(text)?.[1] ?? NaN);
    const waiting = text.split('\n').find((l) => l.includes('"msg":"database ready; waiting for the web client build"'));
    const firstDatabaseSeconds = waiting ? ((JSON.parse(waiting) as { time: number }).time - began) / 1000 : NaN;
    const second = await startProcess([...startFlags(), script], env, '/readyz');
    await stopProcess(second);
    return { firstSeconds: first.readySeconds, secondSeconds: second.readySeconds, firstBuildSeconds, firstCompressedSeconds, firstServerBuildSeconds, firstDatabaseSeconds };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  startTimes().then(
    (t) =>
      process.stdout.write(
        `npm start to ready: first ${t.firstSeconds.toFixed(2)} s (fresh data dir, web and server builds; the web build took ${t.firstBuildSeconds.toFixed(1)} s ` +
          `(its compressed copies ${t.firstCompressedSeconds.toFixed(1)} s, after ready), ` +
          `the server build ${t.firstServerBuildSeconds.toFixed(1)} s, ` +
          `the database was ready after ${t.firstDatabaseSeconds.toFixed(1)} s), second ${t.secondSeconds.toFixed(2)} s\n`,
      ),
    (err: unknown) => {
      process.stderr.write(`start-time failed: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    },
  );
}
