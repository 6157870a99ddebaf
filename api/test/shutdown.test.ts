import net from 'node:net';
import { shutdownWithin } from '../src/core/shutdown';
import { createTestContext, type TestContext } from './harness';
import { freePort, npmStart, within } from './scratch';

/** A logger that keeps its lines. */
function recorder() {
  const lines: string[] = [];
  const keep = (a: unknown, b?: unknown) => void lines.push(typeof a === 'string' ? a : String(b));
  return { lines, logger: { error: keep, info: keep } };
}

describe('a bounded shutdown', () => {
  it('exits 0 once every step has finished', async () => {
    const { lines, logger } = recorder();
    const exit = jest.fn();
    await shutdownWithin(() => new Promise((r) => setTimeout(r, 20)), { timeoutMs: 2000, logger, exit });
    expect(exit.mock.calls).toEqual([[0]]);
    expect(lines).toEqual(['stopped']);
  });

  it('says so and exits 1 when a step never finishes', async () => {
    const { lines, logger } = recorder();
    const exit = jest.fn();
    const started = Date.now();
    await shutdownWithin(() => new Promise(() => undefined), { timeoutMs: 300, logger, exit });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(lines).toEqual([expect.stringMatching(/^shutdown did not finish within 0 s \(is the database reachable\?\); exiting/)]);
  });

  it('exits 1 after logging a step that failed', async () => {
    const { lines, logger } = recorder();
    const exit = jest.fn();
    await shutdownWithin(() => Promise.reject(new Error('pool gone')), { timeoutMs: 2000, logger, exit });
    expect(exit.mock.calls).toEqual([[1]]);
    expect(lines).toContain('shutdown step failed');
  });
});

describe('npm start stopped while its database is unreachable', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  // The bound itself is tested above; these check the real process ends promptly either way
  // (a clean stop, or the timeout's line), whichever way the database went.
  it.each([
    ['went silent (a host gone from the network: connections neither answer nor close)', 'silent'],
    ['went away (connections closed, new ones refused)', 'gone'],
  ])('exits within SHUTDOWN_TIMEOUT_SECONDS of SIGTERM when the database %s', async (_what, mode) => {
    // Between the server and PostgreSQL: a relay that can go silent or away.
    const db = new URL((t.ds.options as { url: string }).url);
    let silent = false;
    const sockets: net.Socket[] = [];
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(db.port), db.hostname);
      sockets.push(client, upstream);
      client.on('data', (d) => void (silent || upstream.write(d)));
      upstream.on('data', (d) => void (silent || client.write(d)));
      client.on('error', () => undefined);
      upstream.on('error', () => undefined);
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
    const relayUrl = new URL(db);
    relayUrl.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`;

    const port = await freePort();
    const { child, exited, output } = npmStart({
      DATABASE_URL: relayUrl.toString(),
      PORT: String(port),
      JWT_SECRET: 'shutdown-test-secret-0123456789abcdef',
      JOBS: 'true',
      SKIP_WEB_BUILD: 'true',
      SHUTDOWN_TIMEOUT_SECONDS: '3',
    });
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited early: ${output()}`);
        const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`the server did not become ready: ${output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      if (mode === 'gone') {
        relay.close();
        for (const s of sockets) s.destroy();
      } else silent = true;
      // A request now waits on the silent database, holding a pool connection, as live traffic would.
      void fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
      const signalled = Date.now();
      child.kill('SIGTERM');
      const code = await within(exited, 20_000);
      expect(code).not.toBe('hung');
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(output()).toContain('"msg":"shutting down"');
      if (code === 0) expect(output()).toContain('"msg":"stopped"');
      else expect(output()).toContain('shutdown did not finish within 3 s (is the database reachable?); exiting without waiting further');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      for (const s of sockets) s.destroy();
      relay.close();
    }
  }, 90_000);
});
