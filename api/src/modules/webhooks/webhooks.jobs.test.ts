import { createLogger } from '../../core/logger';
import { createMailer } from '../../core/mail';
import { createDataSource } from '../../database';
import { createTestContext, type TestContext } from '../../../test/harness';
import { webhookReceiver, type Receiver } from '../../../test/webhook-receiver';
import { NotificationJobs } from '../notifications/jobs';
import { WebhookJobs } from './webhooks.jobs';
import { WebhooksService } from './webhooks.service';

jest.setTimeout(60_000);

/*
 * Two instances (each its own DataSource, service, pg-boss and jobs) on one database: every event reaches the
 * receiver once, in order, whichever instance's sweep queued it and whichever worker ran it.
 */

let t: TestContext;
let receiver: Receiver;
const running: { stop(): Promise<void> }[] = [];
const closing: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestContext();
  receiver = await webhookReceiver((_r, res) => setTimeout(() => res.end('ok'), 5));
});
afterAll(async () => {
  for (const r of running.reverse()) await r.stop();
  for (const c of closing) await c();
  await receiver.close();
  await t.close();
});

async function instance() {
  const url = (t.ds.options as { url: string }).url;
  const ds = createDataSource({ url, poolSize: 5 });
  await ds.initialize();
  closing.push(() => ds.destroy());
  const logger = createLogger('silent');
  const webhooks = new WebhooksService(ds, { allowPrivateTargets: true, publicUrl: 'http://localhost' }, createMailer(t.config, logger), logger);
  const boss = new NotificationJobs(t.services.notifications, logger, { connectionString: url, sweepSeconds: 3600, pollingSeconds: 3600 });
  await boss.start();
  const jobs = new WebhookJobs(webhooks, logger, { sweepSeconds: 1, pollingSeconds: 0.5 });
  await jobs.start(boss.queue!);
  running.push(boss, jobs);
  return { ds, webhooks };
}

it('two instances deliver each event once, in order', async () => {
  const admin = await t.signedIn({ isAdmin: true });
  const made = await t.gql<{ createWebhookEndpoint: { secret: string } }>(
    admin.agent,
    `mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }`,
    { i: { url: receiver.url, events: ['event.created'] } },
  );
  expect(made.errors).toBeUndefined();
  await instance();
  await instance();

  const titles = Array.from({ length: 12 }, (_, i) => `Event ${i + 1}`);
  for (const title of titles) {
    const res = await t.gql(admin.agent, `mutation($i: EventInput!) { createEvent(input: $i) { id } }`, {
      i: { title, date: '2034-07-01', startTime: '18:00', location: 'Hall' },
    });
    expect(res.errors).toBeUndefined();
  }
  const deadline = Date.now() + 30_000;
  while (receiver.received.length < titles.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  // A while longer: nothing more arrives.
  await new Promise((r) => setTimeout(r, 1500));

  expect(receiver.received.map((r) => JSON.parse(r.body).data.event.title)).toEqual(titles);
  expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(titles.length);
  const rows = await t.ds.query(`SELECT status, attempts FROM webhook_deliveries`);
  expect(rows).toEqual(titles.map(() => ({ status: 'delivered', attempts: 1 })));
});
