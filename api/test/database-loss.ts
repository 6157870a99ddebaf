import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from '../src/app';
import { loadConfig } from '../src/core/config';
import { startEmbeddedPostgres, type SupervisorEvent } from '../src/core/db/embedded';
import { createLogger } from '../src/core/logger';
import { createDataSource } from '../src/database';
import { freePort, postgresTempDir } from './scratch';

/**
 * Kills the embedded PostgreSQL under load and watches what clients get: the scenario behind the
 * database-loss test and `npm run bench:db-loss`. Everything runs on loopback, every loop is bounded
 * by a deadline.
 */

export interface Answer {
  at: number;
  kind: 'read' | 'write';
  status: number;
  retryAfter?: string;
  /** GraphQL error code, or the REST message. */
  detail?: string;
  body: string;
}

export interface DatabaseLossReport {
  answers: Answer[];
  supervisor: (SupervisorEvent & { at: number })[];
  killedAt: number;
  restartedAt: number;
  /** Successful answers per second with the connections sending back to back, before the steady load. */
  capacityPerSecond: number;
  /** The steady load: requests per second, evenly spaced, a share of the capacity, until the end. */
  offeredPerSecond: number;
  /** Successful answers per second under the steady load before the kill. */
  baselinePerSecond: number;
  /** ms from the restart to the end of the first 1 s window at ≥ 95% of the baseline; undefined if never. */
  recoveredAfterMs: number | undefined;
  /** Announcement ids the server acknowledged (200 with an id). */
  acknowledged: string[];
  /** Of those, the ones missing from the database afterwards. */
  lost: string[];
}

const READ = JSON.stringify({ query: '{ announcements(limit: 5) { id title author { fullName } } }' });

/**
 * The load: first `connections` clients sending back to back for `capacityMs`, which measures what the server can
 * answer here and now; then a steady load of `loadShare` of that, evenly spaced (an open loop: a request is sent when
 * it is due whether or not earlier ones are answered, as users' traffic arrives), through the kill, the restart and
 * `watchAfterRestartMs` after it. "Throughput is back" means the steady load is answered again: a 1 s window with at
 * least 95% of the successful answers per second it had before the kill. A closed loop's rate is the machine's spare
 * CPU, which moves with whatever else runs: measured that way, the API tests run alone with two jest workers never
 * saw 95% again in two runs (the other worker busier after the baseline), while the scenario alone was back in the
 * first second. A load below capacity measures the server's recovery, not its neighbours.
 */
export async function runDatabaseLoss(
  opts: { connections?: number; capacityMs?: number; loadShare?: number; steadyMs?: number; watchAfterRestartMs?: number } = {},
): Promise<DatabaseLossReport> {
  const { connections = 4, capacityMs = 2000, loadShare = 0.4, steadyMs = 2500, watchAfterRestartMs = 12_000 } = opts;
  const dir = postgresTempDir('doffice-dbloss-');
  const supervisor: DatabaseLossReport['supervisor'] = [];
  const embedded = await startEmbeddedPostgres({
    dir: path.join(dir, 'pg'),
    port: await freePort(),
    onSupervisor: (e) => supervisor.push({ ...e, at: Date.now() }),
  });
  const ds = createDataSource({ url: embedded.url, poolSize: 10 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections * 4 });
  let server: http.Server | undefined;
  try {
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    const created = await createApp({ ds, config: loadConfig({ NODE_ENV: 'test' }), logger: createLogger('silent'), secret: 'db-loss' });
    await created.services.users.ensureAdmin({ email: 'admin@example.org', password: 'secret123', fullName: 'Ada Admin' });
    server = created.app.listen(0, '127.0.0.1');
    await new Promise((r) => server!.once('listening', r));
    const { port } = server.address() as AddressInfo;

    // A keep-alive socket the server closes as idle while a request is being written to it fails with ECONNRESET
    // ("socket hang up") on the client's side; browsers send such a request again on a new connection, and so does
    // this client (Node's documented pattern: `req.reusedSocket`). Nothing the server answered is retried.
    const call = (
      method: string,
      url: string,
      body: string | undefined,
      cookie?: string,
    ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> =>
      new Promise((resolve) => {
        const req = http.request(
          { host: '127.0.0.1', port, path: url, method, agent, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) } },
          (res) => {
            let data = '';
            res.setEncoding('utf8');
            res.on('data', (c) => (data += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
          },
        );
        req.on('error', (err: NodeJS.ErrnoException) => {
          if (req.reusedSocket && err.code === 'ECONNRESET') resolve(call(method, url, body, cookie));
          else resolve({ status: 0, headers: {}, body: String(err) });
        });
        req.end(body);
      });

    const login = await call('POST', '/api/auth/login', JSON.stringify({ username: 'admin@example.org', password: 'secret123' }));
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`admin sign-in failed: ${login.status} ${login.body}`);

    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let seq = 0;
    const send = async () => {
      const write = ++seq % 5 === 0;
      const res = write
        ? await call(
            'POST',
            '/graphql',
            JSON.stringify({
              query: 'mutation($i: AnnouncementInput!) { createAnnouncement(input: $i) { id } }',
              variables: { i: { title: `Load ${seq}`, content: 'Written under load' } },
            }),
            cookie,
          )
        : seq % 2
          ? await call('POST', '/graphql', READ, cookie)
          : await call('GET', '/api/announcements?limit=5', undefined, cookie);
      let detail: string | undefined;
      try {
        const json = JSON.parse(res.body);
        detail = json.errors?.[0]?.extensions?.code ?? json.message;
        const id = json.data?.createAnnouncement?.id;
        if (write && res.status === 200 && id) acknowledged.push(String(id));
      } catch {
        detail = undefined;
      }
      answers.push({ at: Date.now(), kind: write ? 'write' : 'read', status: res.status, retryAfter: res.headers['retry-after'] as string | undefined, detail, body: res.body.slice(0, 500) });
    };
    const okIn = (a: number, b: number) => answers.filter((x) => x.status === 200 && x.at >= a && x.at < b).length;

    // Capacity: back to back; the first quarter warms the pool and the JIT.
    const started = Date.now();
    const capacityEnd = started + capacityMs;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < capacityEnd) await send();
      }),
    );
    const capacityFrom = started + capacityMs / 4;
    const capacityPerSecond = (okIn(capacityFrom, capacityEnd) * 1000) / (capacityEnd - capacityFrom);
    const offeredPerSecond = Math.max(20, capacityPerSecond * loadShare);

    // The steady load, until stopAt (set once the database is back).
    let stopAt = Number.POSITIVE_INFINITY;
    const inFlight = new Set<Promise<void>>();
    const steadyStart = Date.now();
    let sent = 0;
    const steady = new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const now = Date.now();
        if (now >= stopAt) {
          clearInterval(tick);
          resolve();
          return;
        }
        const due = Math.floor(((now - steadyStart) * offeredPerSecond) / 1000);
        for (; sent < due; sent++) {
          const p = send().finally(() => inFlight.delete(p));
          inFlight.add(p);
        }
      }, 5);
    });
    await new Promise((r) => setTimeout(r, steadyMs));
    const killedAt = Date.now();
    embedded.crash();
    const deadline = Date.now() + 30_000;
    while (!supervisor.some((e) => e.type === 'restarted') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const restartedAt = supervisor.find((e) => e.type === 'restarted')?.at ?? Date.now();
    stopAt = restartedAt + watchAfterRestartMs;
    await steady;
    await Promise.all([...inFlight]);

    // Baseline from the steady load's run-up, less its first 0.5 s.
    const from = steadyStart + 500;
    const baselinePerSecond = (okIn(from, killedAt) * 1000) / (killedAt - from);
    // A second of the steady load cannot answer more than it asks for once caught up: a stall of the run-up (a busy CI
    // box) answered its queued requests inside the baseline's window (251/s measured under 219/s offered), a rate the
    // load never asks for again. The return is judged against the lower of the two.
    const target = Math.min(baselinePerSecond, offeredPerSecond);
    let recoveredAfterMs: number | undefined;
    for (let end = restartedAt + 1000; end <= stopAt; end += 100) {
      if (okIn(end - 1000, end) >= 0.95 * target) {
        recoveredAfterMs = end - restartedAt;
        break;
      }
    }
    const present = new Set<string>(
      (await ds.query(`SELECT id::text AS id FROM announcements`)).map((r: { id: string }) => r.id),
    );
    return {
      answers,
      supervisor,
      killedAt,
      restartedAt,
      capacityPerSecond,
      offeredPerSecond,
      baselinePerSecond,
      recoveredAfterMs,
      acknowledged,
      lost: acknowledged.filter((id) => !present.has(id)),
    };
  } finally {
    server?.closeAllConnections();
    server?.close();
    agent.destroy();
    if (ds.isInitialized) await ds.destroy().catch(() => undefined);
    await embedded.stop().catch(() => undefined);
  }
}
