import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createTestContext, type TestContext } from './harness';
import { freePort, npmStart, postgresTempDir, within } from './scratch';

/**
 * `npm start` with no web client builds it in a child process while the server starts its database, and the
 * server listens only once the client's files are there: no request is ever answered without the web app
 * (nothing listens meanwhile, as when the build ran first). The files' compressed copies are made after that and
 * served once made. A failed build stops the start with the build's failure.
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

  /** The headers of a GET that asks for brotli, read as sent (fetch would decode the body and drop its length). */
  const rawHeaders = (port: number, urlPath: string) =>
    new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': 'br' } }, (res) => {
          res.resume();
          resolve(res.headers);
        })
        .on('error', reject);
    });

  /** Waits until the output holds one of the texts. */
  const waitFor = async (s: { child: ChildProcess; output(): string }, ...texts: string[]) => {
    const deadline = Date.now() + 170_000;
    while (!texts.some((text) => s.output().includes(text))) {
      if (s.child.exitCode !== null) throw new Error(`the server exited early: ${s.output()}`);
      if (Date.now() > deadline) throw new Error(`none of ${JSON.stringify(texts)} in: ${s.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  let builtDist: string | undefined;

  it('serves the built client from the first answer on, then its compressed copies; the server was started before the build ended', async () => {
    const webDist = path.join(postgresTempDir('doffice-start-build-'), 'web');
    const s = await start(webDist);
    try {
      const deadline = Date.now() + 170_000;
      let first: Response | undefined;
      while (!first) {
        if (s.child.exitCode !== null) throw new Error(`the server exited early: ${s.output()}`);
        if (Date.now() > deadline) throw new Error(`the server did not become ready: ${s.output()}`);
        first = await fetch(`http://127.0.0.1:${s.port}/`).catch(() => undefined);
        // Whenever anything answers, the client's files are all there.
        if (first) expect(fs.existsSync(path.join(webDist, 'index.html'))).toBe(true);
        else await new Promise((r) => setTimeout(r, 50));
      }
      expect(first.status).toBe(200);
      const html = await first.text();
      expect(html).toContain('<div id="root">');
      const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(entry).toBeDefined();
      // The compressed copies are made after the server is ready; from then on they go out as they are, with their length
      // (compressing per request streams the answer without one).
      await waitFor(s, "serving the web client's compressed copies");
      const headers = await rawHeaders(s.port, entry!);
      expect(headers['content-encoding']).toBe('br');
      expect(Number(headers['content-length'])).toBe(fs.statSync(path.join(webDist, `${entry!}.br`)).size);
      const lines = s.output();
      // The database was opened (and migrated) while the build still ran.
      expect(lines).toContain('Building the web client while the server starts');
      expect(lines.indexOf('"msg":"database ready; waiting for the web client build"')).toBeGreaterThan(-1);
      expect(lines.indexOf('"msg":"database ready; waiting for the web client build"')).toBeLessThan(lines.indexOf('Web client built in'));
      expect(lines.indexOf('"msg":"D.Office ready')).toBeGreaterThan(lines.indexOf('Web client built in'));
      expect(lines.indexOf("serving the web client's compressed copies")).toBeGreaterThan(lines.indexOf('"msg":"D.Office ready'));
      expect((await fetch(`http://127.0.0.1:${s.port}/readyz`)).status).toBe(200);
      builtDist = webDist;
    } finally {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }, 180_000);

  it('a whole build is served as it is; one whose compressed copies were not all made (a start stopped meanwhile) is built again', async () => {
    expect(builtDist).toBeDefined();
    const startAndSee = async () => {
      const s = await start(builtDist!);
      try {
        // A build, if any, is announced before anything else.
        await waitFor(s, 'Building the web client', '"msg":"D.Office ready');
        return s.output().includes('Building the web client');
      } finally {
        s.child.kill('SIGTERM');
        await s.exited;
      }
    };
    expect(await startAndSee()).toBe(false);
    // The build writes index.html's copies last: without them, the build was cut short.
    fs.rmSync(path.join(builtDist!, 'index.html.br'));
    expect(await startAndSee()).toBe(true);
  }, 180_000);

  it('a failed build stops the start with the reason, and nothing listens', async () => {
    // A file where the output folder should be: the build cannot write there.
    const blocked = path.join(postgresTempDir('doffice-start-build-'), 'not-a-folder');
    fs.writeFileSync(blocked, 'x');
    const s = await start(path.join(blocked, 'web'));
    const code = await within(s.exited, 170_000);
    if (code === 'hung') s.child.kill('SIGKILL');
    expect(code).toBe(1);
    expect(s.output()).toContain('D.Office failed to start: the web client build failed (exit code 1)');
    expect(s.output()).not.toContain('D.Office ready');
    expect(await fetch(`http://127.0.0.1:${s.port}/healthz`).catch(() => 'refused')).toBe('refused');
  }, 180_000);
});
