import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '../api/src/core/config';
import { createLogger } from '../api/src/core/logger';
import { createMailer } from '../api/src/core/mail';
import { createDataSource } from '../api/src/database';
import { NotificationsService } from '../api/src/modules/notifications/notifications.service';
import { NotificationJobs } from '../api/src/modules/notifications/jobs';
import { emitWebhook } from '../api/src/modules/webhooks/webhook.emit';
import { WebhookJobs } from '../api/src/modules/webhooks/webhooks.jobs';
import { newSecret, WebhooksService } from '../api/src/modules/webhooks/webhooks.service';
import { median, table } from './load';
import { freshDatabase } from './servers';

/*
 * Outgoing webhook deliveries per second (issue 39) to a receiver on loopback answering 200 at once, beside a raw
 * baseline measured in the same run. The project: BENCH_WEBHOOK_OUT_EVENTS events (500) in the outbox for each of
 * BENCH_WEBHOOK_OUT_ENDPOINTS endpoints (4), delivered by one instance's real pipeline — WebhookJobs on pg-boss, each
 * delivery claimed, signed with standardwebhooks, POSTed with node:http (a new connection each, the timeout and caps
 * on), recorded — in order per endpoint, endpoints side by side. Timed from the sweep's kick to the last delivery
 * recorded. The raw baseline: per endpoint a bare loop that signs the same payloads with standardwebhooks and POSTs
 * them with node:http (a new connection each), one after the other, endpoints side by side; no database.
 * Rounds alternate who goes first (BENCH_ROUNDS, 3). Alone: `npx tsx bench/webhooks-out.ts`; within `npm run bench`
 * (BENCH_WEBHOOKS_OUT=false skips it).
 */

export const WEBHOOK_OUT_SECTION = 'Outgoing webhooks to a local receiver';
const EVENTS = Number(process.env.BENCH_WEBHOOK_OUT_EVENTS ?? 500);
const ENDPOINTS = Number(process.env.BENCH_WEBHOOK_OUT_ENDPOINTS ?? 4);

export interface WebhookOutResult {
  events: number;
  endpoints: number;
  rounds: { project: number; raw: number }[];
  median: { project: number; raw: number };
  ratio: number;
}

const out = (line = '') => process.stdout.write(`${line}\n`);

async function receiver() {
  let count = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count++;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, count: () => count, close: () => new Promise((r) => server.close(r)) };
}

function post(url: string, headers: Record<string, string>, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const payloadOf = (i: number) => JSON.stringify({ type: 'rsvp.changed', timestamp: new Date().toISOString(), data: { rsvp: { id: i, eventId: 1, memberId: 2, status: 'attending', respondedAt: new Date().toISOString(), notes: null } } });

/** The baseline: sign + POST, one after the other per endpoint, endpoints side by side. Deliveries per second. */
async function rawRound(url: string): Promise<number> {
  const secrets = Array.from({ length: ENDPOINTS }, () => new Webhook(newSecret()));
  const started = process.hrtime.bigint();
  await Promise.all(
    secrets.map(async (wh, e) => {
      for (let i = 0; i < EVENTS; i++) {
        const body = payloadOf(i);
        const id = `msg_${e}_${i}`;
        const at = new Date();
        await post(url, { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': wh.sign(id, at, body) }, body);
      }
    }),
  );
  return (ENDPOINTS * EVENTS) / (Number(process.hrtime.bigint() - started) / 1e9);
}

export async function webhookOutBench(opts: { rounds: number }): Promise<WebhookOutResult> {
  const db = await freshDatabase();
  const sink = await receiver();
  const logger = createLogger('silent');
  const ds = createDataSource({ url: db.url, poolSize: 10 });
  await ds.initialize();
  await ds.runMigrations();
  const config = loadConfig({ NODE_ENV: 'test' });
  const webhooks = new WebhooksService(ds, { allowPrivateTargets: true, publicUrl: 'http://localhost' }, createMailer(config, logger), logger);
  // pg-boss as the server starts it (NotificationJobs owns the instance's queue); its own sweeps stay out of the way.
  const notifications = new NotificationsService(null as never, [], logger, '', async () => false, null as never);
  const boss = new NotificationJobs(notifications, logger, { connectionString: db.url, sweepSeconds: 3600 });
  const jobs = new WebhookJobs(webhooks, logger, { sweepSeconds: 3600, pollingSeconds: 0.5 });
  const rounds: { project: number; raw: number }[] = [];
  try {
    await boss.start();
    await jobs.start(boss.queue!);
    for (let e = 0; e < ENDPOINTS; e++) {
      await ds.query(`INSERT INTO webhook_endpoints (url, events, secret) VALUES ($1, '{rsvp.changed}', $2)`, [sink.url, newSecret()]);
    }
    const projectRound = async (): Promise<number> => {
      await ds.transaction(async (m) => {
        for (let i = 0; i < EVENTS; i++) await emitWebhook(m, 'rsvp.changed', JSON.parse(payloadOf(i)).data);
      });
      await ds.query('VACUUM ANALYZE webhook_deliveries');
      const before = sink.count();
      const started = process.hrtime.bigint();
      jobs.kick();
      for (;;) {
        const [{ open }] = await ds.query(`SELECT count(*)::int AS open FROM webhook_deliveries WHERE status <> 'delivered'`);
        if (open === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (sink.count() - before !== ENDPOINTS * EVENTS) throw new Error(`expected ${ENDPOINTS * EVENTS} deliveries, the receiver got ${sink.count() - before}`);
      await ds.query('DELETE FROM webhook_events');
      return (ENDPOINTS * EVENTS) / seconds;
    };
    await rawRound(sink.url); // warm-up (connections, JIT)
    for (let r = 0; r < opts.rounds; r++) {
      const order = r % 2 === 0 ? (['project', 'raw'] as const) : (['raw', 'project'] as const);
      const round = { project: 0, raw: 0 };
      for (const who of order) round[who] = who === 'project' ? await projectRound() : await rawRound(sink.url);
      rounds.push(round);
      out(`  webhooks out round ${r + 1}: project ${round.project.toFixed(0)}/s, raw ${round.raw.toFixed(0)}/s`);
    }
  } finally {
    await jobs.stop().catch(() => undefined);
    await boss.stop().catch(() => undefined);
    await ds.destroy();
    await sink.close();
    await db.dispose();
  }
  const m = { project: median(rounds.map((r) => r.project)), raw: median(rounds.map((r) => r.raw)) };
  return { events: EVENTS, endpoints: ENDPOINTS, rounds, median: m, ratio: median(rounds.map((r) => r.project / r.raw)) };
}

export function webhookOutReport(r: WebhookOutResult): string {
  return table(
    ['case', 'deliveries/s', 'raw deliveries/s', 'x raw'],
    [[`${WEBHOOK_OUT_SECTION}, ${r.endpoints} endpoints x ${r.events} events`, r.median.project.toFixed(0), r.median.raw.toFixed(0), r.ratio.toFixed(2)]],
  );
}

if (require.main === module) {
  webhookOutBench({ rounds: Number(process.env.BENCH_ROUNDS ?? 3) })
    .then((r) => {
      out(webhookOutReport(r));
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
