import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import { createApp, type CreatedApp } from '../../app';
import { createLogger } from '../../core/logger';
import { createDataSource } from '../../database';
import { createTestContext, type TestContext } from '../../../test/harness';
import { mailsTo, tempOutbox } from '../../../test/outbox';
import { FakeCloudApi } from '../whatsapp/fake/fake-cloud-api';
import { NotificationJobs } from './jobs';

jest.setTimeout(90_000);

const APP_SECRET = 'two-instances-secret';
const TOKEN = 'two-instances-token-5678';
const env = {
  WHATSAPP_API_URL: '',
  WHATSAPP_APP_SECRET: APP_SECRET,
  // Every instance must read the token the other stored: one key for all, as in production.
  WHATSAPP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  OUTBOX_DIR: tempOutbox(),
};

let fake: FakeCloudApi;
let t: TestContext;
let second: CreatedApp & { close(): Promise<void> };
const jobs: NotificationJobs[] = [];

beforeAll(async () => {
  // The pair rate limit is hit on purpose (a reminder and a broadcast to one number at once), so retries with backoff happen.
  // Its window is shorter than the retries' backoff (1-2 s, then 2-4 s): the workers send a backlog at once, and each of
  // the two instances' jobs for a send retries it, so a 5 s window used up a send's six attempts before it passed.
  fake = new FakeCloudApi({ appSecret: APP_SECRET, accessToken: TOKEN, pairLimit: { count: 1, windowMs: 2000 }, statusDelayMs: 20 });
  env.WHATSAPP_API_URL = await fake.start();
  t = await createTestContext({ env });
  const url = (t.ds.options as { url: string }).url;
  const ds2 = createDataSource({ url, poolSize: 10 });
  await ds2.initialize();
  const app2 = await createApp({ ds: ds2, config: t.config, logger: createLogger('silent'), secret: 'test-secret' });
  second = {
    ...app2,
    async close() {
      await app2.apollo.stop();
      await ds2.destroy();
    },
  };
});
afterAll(async () => {
  await Promise.all(jobs.map((j) => j.stop()));
  await fake.stop();
  await second.close();
  await t.close();
});

it('two server instances on one database send each reminder, nudge and broadcast exactly once', async () => {
  const admin = (await t.signedIn({ isAdmin: true })).agent;
  await admin.post('/api/whatsapp/config').send({ phoneNumberId: '777000', accessToken: TOKEN, webhookVerifyToken: 'v' });

  const at = dayjs().add(3, 'hour');
  const [{ id: eventId }] = await t.ds.query(
    `INSERT INTO events (title, date, start_time, location) VALUES ('Quiz Night', $1, $2, 'Club Room') RETURNING id`,
    [at.format('YYYY-MM-DD'), at.format('HH:mm')],
  );
  const members: { user: { id: number; email: string }; phone: string; kind: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const { user, agent } = await t.signedIn();
    const phone = `+659100000${i}`;
    await agent.put('/api/profile').send({
      fullName: user.fullName,
      whatsappPhone: phone,
      whatsappOptIn: true,
      preferences: { whatsappEventReminders: true, whatsappAnnouncements: true },
    });
    // Four attend or maybe (reminder), two have not answered (RSVP nudge).
    if (i < 4) await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, $3)`, [eventId, user.id, i % 2 ? 'maybe' : 'attending']);
    members.push({ user, phone: phone.slice(1), kind: i < 4 ? 'event_reminder' : 'rsvp_needed' });
  }
  const news = await admin.post('/api/announcements').send({ title: 'Quiz prizes', content: 'Books and tea.', sendWhatsapp: true });
  expect(news.status).toBe(201);

  // Two instances, each with its own pool and its own pg-boss worker, sweeping every second.
  const url = (t.ds.options as { url: string }).url;
  for (const services of [t.services, second.services]) {
    const j = new NotificationJobs(services.notifications, createLogger('silent'), { connectionString: url, sweepSeconds: 1, retryDelaySeconds: 1, pollingSeconds: 0.5 });
    services.notifications.onWake = () => j.kick();
    jobs.push(j);
  }
  await Promise.all(jobs.map((j) => j.start()));

  // Every member: one reminder or nudge and one broadcast by WhatsApp, and the same two by email.
  const expected = members.length * 2;
  const deadline = Date.now() + 60_000;
  const sent = () => fake.messages.filter((m) => members.some((x) => x.phone === m.to));
  while (sent().length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  // Let both instances sweep a few more times: nothing more may go out.
  await new Promise((r) => setTimeout(r, 3000));

  for (const m of members) {
    const got = fake.messages.filter((x) => x.to === m.phone).map((x) => x.template!.name).sort();
    expect({ member: m.phone, got }).toEqual({ member: m.phone, got: ['announcement', m.kind].sort() });
    const mails = mailsTo(env.OUTBOX_DIR, m.user.email).map((x) => x.subject).sort();
    expect(mails).toEqual([m.kind === 'event_reminder' ? 'Reminder: Quiz Night' : 'RSVP needed: Quiz Night', 'Announcement: Quiz prizes'].sort());
  }
  // The pair rate limit was hit and the refused sends went out on a later try.
  expect(fake.refused.some((r) => r.code === 131056)).toBe(true);
  const rows = await t.ds.query(
    `SELECT status, count(*)::int AS n, max(attempts) AS max_attempts FROM notification_deliveries WHERE channel = 'whatsapp' AND recipient_id = ANY($1) GROUP BY status`,
    [members.map((m) => m.user.id)],
  );
  expect(rows).toEqual([{ status: 'sent', n: expected, max_attempts: expect.any(Number) }]);
  expect(rows[0].max_attempts).toBeGreaterThan(1);
});
