import fs from 'node:fs';
import path from 'node:path';
import { createTestContext, type TestContext } from './harness';
import { freePort, npmStart, postgresTempDir } from './scratch';

/**
 * `npm start` with no web client builds it in a child process while the server starts its database, and the
 * server listens only once the build is there: no request is ever answered without the web app (nothing listens
 * meanwhile, as when the build ran first). A failed build stops the start with the build's failure.
 */
describe('npm start builds a missing web client beside the server start-up', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = async (webDist: string) => {
    const port = await freePort();
    return {
      port,
      ...npmStart({
        DATABASE_URL: (t.ds.options as { url: string }).url,
        PORT: String(port),
        JWT_SECRET: 'start-build-test-secret-0123456789abcdef',
        JOBS: 'false',
        WEB_DIST: webDist,
        SKIP_WEB_BUILD: '',
      }),
    };
  };

  it('serves the built client from the first answer on, and the server was started before the build ended', async () => {
    const webDist = path.join(postgresTempDir('doffice-start-build-'), 'web');
    const s = await start(webDist);
    try {
      const deadline = Date.now() + 170_000;
      let first: Response | undefined;
      while (!first) {
        if (s.child.exitCode !== null) throw new Error(`the server exited early: ${s.output()}`);
        if (Date.now() > deadline) throw new Error(`the server did not become ready: ${s.output()}`);
        first = await fetch(`http://127.0.0.1:${s.port}/`).catch(() => undefined);
        // Whenever anything answers, the build is complete (its compressed copies included).
        if (first) expect(fs.existsSync(path.join(webDist, 'index.html.gz'))).toBe(true);
        else await new Promise((r) => setTimeout(r, 50));
      }
      expect(first.status).toBe(200);
      expect(await first.text()).toContain('<div id="root">');
      const lines = s.output();
      // The database was opened (and migrated) while the build still ran.
      expect(lines).toContain('Building the web client while the server starts');
      expect(lines.indexOf('"msg":"database ready; waiting for the web client build"')).toBeGreaterThan(-1);
      expect(lines.indexOf('"msg":"database ready; waiting for the web client build"')).toBeLessThan(lines.indexOf('Web client built in'));
      expect(lines.indexOf('"msg":"D.Office ready')).toBeGreaterThan(lines.indexOf('Web client built in'));
      expect((await fetch(`http://127.0.0.1:${s.port}/readyz`)).status).toBe(200);
    } finally {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }, 180_000);

  it('a failed build stops the start with the reason, and nothing listens', async () => {
    // A file where the output folder should be: the build cannot write there.
    const blocked = path.join(postgresTempDir('doffice-start-build-'), 'not-a-folder');
    fs.writeFileSync(blocked, 'x');
    const s = await start(path.join(blocked, 'web'));
    const code = await Promise.race([s.exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 170_000))]);
    if (code === 'hung') s.child.kill('SIGKILL');
    expect(code).toBe(1);
    expect(s.output()).toContain('D.Office failed to start: the web client build failed (exit code 1)');
    expect(s.output()).not.toContain('D.Office ready');
    expect(await fetch(`http://127.0.0.1:${s.port}/healthz`).catch(() => 'refused')).toBe('refused');
  }, 180_000);
});
