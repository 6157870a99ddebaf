import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../src/core/config';
import { createTestContext, type TestContext } from './harness';
import { freePort, npmStart } from './scratch';

const SERVER_FILE = path.join(ROOT_DIR, 'dist/server/main.js');

/**
 * `npm start` runs the server as JavaScript compiled by scripts/build-server.mjs (dist/server/main.js), not through
 * a TypeScript hook: built when a source is newer than the build, reused as it is otherwise, and its stack traces
 * map back to the TypeScript sources.
 */
describe('npm start runs the compiled server', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One start to /readyz and back down; what it printed. */
  const startOnce = async (cwd: string): Promise<string> => {
    const port = await freePort();
    const s = npmStart(
      {
        DATABASE_URL: (t.ds.options as { url: string }).url,
        PORT: String(port),
        JWT_SECRET: 'start-compiled-test-secret-0123456789abcdef',
        JOBS: 'false',
        SKIP_WEB_BUILD: 'true',
      },
      { cwd },
    );
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (s.child.exitCode !== null) throw new Error(`the server exited early: ${s.output()}`);
        if (Date.now() > deadline) throw new Error(`the server did not become ready: ${s.output()}`);
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
        if (ready?.status === 200) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
    } finally {
      s.child.kill('SIGTERM');
      await s.exited;
    }
    return s.output();
  };

  it('builds it when a source changed, then starts from the build as it is, from any working folder', async () => {
    // A source saved now: the build in dist/server (if any) is older.
    const now = new Date();
    fs.utimesSync(path.join(ROOT_DIR, 'api/src/main.ts'), now, now);
    const first = await startOnce(ROOT_DIR);
    expect(first).toMatch(/Server built in [\d.]+ s\./);
    expect(fs.statSync(SERVER_FILE).mtimeMs).toBeGreaterThanOrEqual(now.getTime() - 1000);
    // Paths (schema.graphql, the explorer, the web build) come from the checkout, not from the working folder.
    const second = await startOnce(os.tmpdir());
    expect(second).not.toContain('Server built in');
    expect(second).toContain('"msg":"D.Office ready');
    // A fresh database has no admin: the log says how to make one, or to fill the demo data (which has one).
    expect(second).toMatch(/No admin yet\. Create one with: npm run create-admin .*npm run seed:demo/);
  }, 150_000);

  it("maps the compiled server's code back to its TypeScript source", async () => {
    // The built file exists after the test above; build it here too when this test runs alone.
    if (!fs.existsSync(SERVER_FILE)) await promisify(execFile)(process.execPath, [path.join(ROOT_DIR, 'scripts/build-server.mjs')]);
    const line = fs.readFileSync(SERVER_FILE, 'utf8').split('\n').findIndex((l) => l.startsWith('function start('));
    expect(line).toBeGreaterThan(-1);
    // Requiring the build does not start the server (only `node dist/server/main.js` or start() does).
    const script = `
      process.setSourceMapsEnabled(true);
      const file = ${JSON.stringify(SERVER_FILE)};
      require(file);
      const entry = require('node:module').findSourceMap(file).findEntry(${line}, 0);
      process.stdout.write(JSON.stringify(entry));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { cwd: ROOT_DIR, env: { ...process.env, NODE_ENV: 'production' } });
    const entry = JSON.parse(stdout) as { originalSource: string; originalLine: number };
    const source = entry.originalSource.replace(/^file:\/\//, '');
    expect(path.relative(ROOT_DIR, source)).toBe(path.join('api', 'src', 'main.ts'));
    expect(fs.readFileSync(source, 'utf8').split('\n')[entry.originalLine]).toContain('export function start(');
  }, 60_000);

  it("reads the server's own source map and not its packages' (scripts/source-maps.mjs, as npm start runs it)", async () => {
    if (!fs.existsSync(SERVER_FILE)) await promisify(execFile)(process.execPath, [path.join(ROOT_DIR, 'scripts/build-server.mjs')]);
    const line = fs.readFileSync(SERVER_FILE, 'utf8').split('\n').findIndex((l) => l.startsWith('function start('));
    // Which maps Node keeps after the server loads: the server's (and where it points), typeorm's (a package whose
    // modules name their maps), and where a stack frame in the server's code points.
    const maps = async (setup: string) => {
      const script = `
        import { createRequire, findSourceMap } from 'node:module';
        ${setup}
        const require = createRequire(${JSON.stringify(SERVER_FILE)});
        require(${JSON.stringify(SERVER_FILE)});
        const typeorm = require.resolve('typeorm');
        process.stdout.write(JSON.stringify({
          own: findSourceMap(${JSON.stringify(SERVER_FILE)})?.findEntry(${line}, 0).originalSource ?? null,
          typeorm: findSourceMap(typeorm) !== undefined,
          typeormNamesOne: /sourceMappingURL=/.test(require('node:fs').readFileSync(typeorm, 'utf8')),
          // setWebBuild(undefined) throws inside the server's code (core/web-build.ts): where its stack says it did.
          frame: (() => { try { require(${JSON.stringify(SERVER_FILE)}).setWebBuild(undefined); } catch (e) { return e.stack.split('\\n')[1]; } })(),
        }));`;
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
        cwd: ROOT_DIR,
        env: { ...process.env, NODE_ENV: 'production' },
      });
      return JSON.parse(stdout) as { own: string | null; typeorm: boolean; typeormNamesOne: boolean; frame: string };
    };
    const everyMap = await maps('process.setSourceMapsEnabled(true);');
    const ownOnly = await maps(`import { sourceMapsOnlyFor } from ${JSON.stringify(path.join(ROOT_DIR, 'scripts/source-maps.mjs'))};
        sourceMapsOnlyFor(${JSON.stringify(SERVER_FILE)});`);
    // The comparison means something: typeorm's modules name a map, and plain source maps read it.
    expect(everyMap.typeormNamesOne).toBe(true);
    expect(everyMap.typeorm).toBe(true);
    expect(ownOnly.typeorm).toBe(false);
    for (const m of [everyMap, ownOnly]) {
      expect(path.relative(ROOT_DIR, (m.own ?? '').replace(/^file:\/\//, ''))).toBe(path.join('api', 'src', 'main.ts'));
      expect(m.frame).toContain(path.join('api', 'src', 'core', 'web-build.ts'));
    }
  }, 60_000);
});
