import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig, ROOT_DIR } from '../src/core/config';
import { chooseEmbeddedPort } from '../src/core/db/embedded';
import { describeError, StartupError } from '../src/core/errors';
import { freePort, postgresTempDir } from './scratch';

/** Holds a port the way another program would, until closed. */
async function occupy(port: number, host?: string): Promise<net.Server> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen({ port, host }, resolve));
  return server;
}

describe('a start that explains itself', () => {
  it('never describes an error as "undefined"', () => {
    expect(describeError(undefined)).toBe('an unknown error (the failing step gave no details)');
    expect(describeError(null)).not.toMatch(/undefined|null/);
    expect(describeError(new Error(''))).toBe('Error with no message');
    expect(describeError('plain words')).toBe('plain words');
    expect(describeError({ code: 'X' })).toBe('{"code":"X"}');
    const wrapped = new Error('could not open', { cause: Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' }) });
    expect(describeError(wrapped)).toBe('could not open — caused by: connect refused (ECONNREFUSED)');
  });

  it('moves the embedded PostgreSQL to a free port when another program holds the usual one, and says so', async () => {
    const dir = path.join(postgresTempDir('doffice-port-'), 'pg');
    const busy = await freePort();
    const holder = await occupy(busy, '127.0.0.1');
    try {
      const { port, note } = await chooseEmbeddedPort(dir, busy);
      expect(port).toBeGreaterThan(busy);
      expect(note).toContain(`Port ${busy} for the embedded PostgreSQL is in use by pid ${process.pid}`);
      expect(note).toContain(`uses port ${port} instead`);
      expect(note).toContain('EMBEDDED_PG_PORT');
    } finally {
      holder.close();
    }
    expect(await chooseEmbeddedPort(dir, busy)).toEqual({ port: busy });
  });

  it("refuses to start a second PostgreSQL on this checkout's data, naming the process and the fix", async () => {
    const dir = path.join(postgresTempDir('doffice-port-'), 'pg');
    fs.mkdirSync(dir, { recursive: true });
    // A live process (this one) in the lock file, as a running server would leave it.
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${process.pid}\n${dir}\n0\n54329\n`);
    const err = await chooseEmbeddedPort(dir, 54329).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect((err as Error).message).toContain(`is already running: pid ${process.pid}, port 54329`);
    expect((err as Error).message).toMatch(/Stop it first .* or point this one at it with DATABASE_URL=postgres:\/\/.*:54329\/doffice/);
  });

  it('npm start with a busy PORT exits with the port, the process holding it and the fix', async () => {
    const port = await freePort();
    const holder = await occupy(port);
    try {
      const result = await promisify(execFile)(process.execPath, [path.join(ROOT_DIR, 'scripts/start.mjs')], {
        cwd: ROOT_DIR,
        env: { ...process.env, PORT: String(port), SKIP_WEB_BUILD: 'true', NODE_ENV: 'development', DATA_DIR: postgresTempDir('doffice-start-') },
        timeout: 60_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (e: { code: number; stderr: string }) => e,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`D.Office failed to start: Port ${port} is in use by pid ${process.pid}`);
      expect(result.stderr).toContain(`choose another port: PORT=`);
      expect(result.stderr).not.toMatch(/undefined/);
    } finally {
      holder.close();
    }
  }, 60_000);

  it('logs readable lines in development and JSON lines in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });
});
