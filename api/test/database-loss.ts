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
  /** Successful answers per second before the kill. */
  baselinePerSecond: number;
  /** ms from the restart to the end of the first 1 s window at ≥ 95% of the baseline; undefined if never. */
  recoveredAfterMs: number | undefined;
  /** Announcement ids the server acknowledged (200 with an id). */
  acknowledged: string[];
  /** Of those, the ones missing from the database afterwards. */
  lost: string[];
}

const READ = JSON.stringify({ query: '{ announcements(limit: 5) { id title author { fullName } } }' });

export async function runDatabaseLoss(opts: { workers?: number; baselineMs?: number; watchAfterRestartMs?: number } = {}): Promise<DatabaseLossReport> {
  const { workers = 4, baselineMs = 3000, watchAfterRestartMs = 12_000 } = opts;
  const dir = postgresTempDir('doffice-dbloss-');
  const supervisor: DatabaseLossReport['supervisor'] = [];
  const embedded = await startEmbeddedPostgres({
    dir: path.join(dir, 'pg'),
    port: await freePort(),
    onSupervisor: (e) => supervisor.push({ ...e, at: Date.now() }),
  });
  const ds = createDataSource({ url: embedded.url, poolSize: 10 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  let server: http.Server | undefined;
  try {
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    const created = await createApp({ ds, config: loadConfig({ NODE_ENV: 'test' }), logger: createLogger('silent'), secret: 'db-loss' });
    await created.services.users.ensureAdmin({ email: 'admin@example.org', password: 'secret123', fullName: 'Ada Admin' });
    server = created.app.listen(0, '127.0.0.1');
    await new Promise((r) => server!.once('listening', r));
    const { port } = server.address() as AddressInfo;

    const call = (method: string, url: string, body: string | undefined, cookie?: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve) => {
        const req = http.request(
          { host: '127.0.0.1', port, path: url, method, agent, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) } },
          (res) => {
            let data = '';
            res.setEncoding('utf8');
            res.on('data', (c) => (data += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
          },
        );
        req.on('error', (err) => resolve({ status: 0, headers: {}, body: String(err) }));
        req.end(body);
      });

    const login = await call('POST', '/api/auth/login', JSON.stringify({ username: 'admin@example.org', password: 'secret123' }));
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`admin sign-in failed: ${login.status} ${login.body}`);

    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let seq = 0;
    let stopAt = Number.POSITIVE_INFINITY;
    const worker = async () => {
      while (Date.now() < stopAt) {
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
        // A refused request comes back at once; a short pause keeps the outage from being a busy loop.
        if (res.status !== 200) await new Promise((r) => setTimeout(r, 5));
      }
    };

    const started = Date.now();
    const load = Promise.all(Array.from({ length: workers }, worker));
    await new Promise((r) => setTimeout(r, baselineMs));
    const killedAt = Date.now();
    embedded.crash();
    const deadline = Date.now() + 30_000;
    while (!supervisor.some((e) => e.type === 'restarted') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const restartedAt = supervisor.find((e) => e.type === 'restarted')?.at ?? Date.now();
    stopAt = restartedAt + watchAfterRestartMs;
    await load;

    // Baseline from the second half of the run-up (the first half warms the pool and the JIT).
    const from = started + baselineMs / 2;
    const okIn = (a: number, b: number) => answers.filter((x) => x.status === 200 && x.at >= a && x.at < b).length;
    const baselinePerSecond = (okIn(from, killedAt) * 1000) / (killedAt - from);
    let recoveredAfterMs: number | undefined;
    for (let end = restartedAt + 1000; end <= stopAt; end += 100) {
      if (okIn(end - 1000, end) >= 0.95 * baselinePerSecond) {
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
