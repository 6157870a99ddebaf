import { createTestContext, type TestContext } from '../../../test/harness';
import { mailsTo, tempOutbox } from '../../../test/outbox';
import { createRoom } from '../../../test/factories/bookings';
import { movableClock } from '../../../test/factories/memberships';
import { FakeCloudApi } from '../whatsapp/fake/fake-cloud-api';
import type { DeliveryKey } from '../notifications/compose';

/**
 * Reminders go by the member's choices — inbox always, email when on, WhatsApp with consent and reminders on — and,
 * with online payment on, their link says "Pay online" (issue 36, item 4).
 */

const APP_SECRET = 'reminders-app-secret';
const TOKEN = 'reminders-access-token-1234';
const clock = movableClock('2031-03-01');
let t: TestContext;
let fake: FakeCloudApi;
let outbox: string;

beforeAll(async () => {
  fake = new FakeCloudApi({ appSecret: APP_SECRET, accessToken: TOKEN, statusDelayMs: 10 });
  await fake.start();
  outbox = tempOutbox();
  t = await createTestContext({
    env: {
      WHATSAPP_API_URL: fake.url,
      WHATSAPP_APP_SECRET: APP_SECRET,
      OUTBOX_DIR: outbox,
      PUBLIC_URL: 'https://office.example.org',
      OFFICE_TIME_ZONE: 'UTC',
      // Online payment on; nothing here opens a payment link, so no provider is called.
      STRIPE_SECRET_KEY: 'sk_test_reminders',
      STRIPE_WEBHOOK_SECRET: 'whsec_reminders',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    },
    now: clock.now,
  });
  const { agent: admin } = await t.signedIn({ isAdmin: true });
  await admin.post('/api/whatsapp/config').send({ phoneNumberId: '555000', accessToken: TOKEN, webhookVerifyToken: 'v' });
});
afterAll(async () => {
  await fake.stop();
  await t.close();
});

async function memberOwing(room: string, profile: Record<string, unknown>) {
  const { user, agent } = await t.signedIn({ fullName: `Member of ${room}` });
  const res = await agent.put('/api/profile').send({ fullName: user.fullName, ...profile });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const roomId = await createRoom(t, { name: room });
  const [{ id }] = await t.ds.query(
    `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, reviewed_at, full_payment_requested_at, deposit_requested_at, deposit_received_at)
     VALUES ($1, $2, '2031-04-01', 1, 'accepted', now(), '2031-03-01T09:00:00Z', '2031-02-20T09:00:00Z', '2031-02-21T09:00:00Z') RETURNING id`,
    [roomId, user.id],
  );
  await t.ds.query(`INSERT INTO invoices (booking_id, member_id, total_amount, deposit_amount, monthly_amount) VALUES ($1, $2, 1200, 200, 1000)`, [id, user.id]);
  return user;
}

it('goes by inbox, email and WhatsApp as each member chose, with "Pay online" when online payment is on', async () => {
  const both = await memberOwing('Online Suite', { whatsappPhone: '+6590004001', whatsappOptIn: true, preferences: { whatsappEventReminders: true } });
  const quiet = await memberOwing('Quiet Online Suite', {
    whatsappPhone: '+6590004002',
    whatsappOptIn: true,
    preferences: { whatsappEventReminders: false, emailNotifications: false },
  });
  clock.set('2031-03-04');
  const sent: DeliveryKey[] = [];
  for (const key of await t.services.notifications.due(clock.now())) if ((await t.services.notifications.deliver(key)) === 'sent') sent.push(key);
  const of = (id: number) =>
    sent
      .filter((k) => k.recipientId === id && k.kind.includes('_reminder_'))
      .map((k) => `${k.kind}/${k.channel}`)
      .sort();
  expect(of(both.id)).toEqual(['payment_reminder_1/email', 'payment_reminder_1/inbox', 'payment_reminder_1/whatsapp']);
  expect(of(quiet.id)).toEqual(['payment_reminder_1/inbox']);

  const [mail] = mailsTo(outbox, both.email).filter((m) => m.subject.startsWith('Payment reminder'));
  expect(mail.subject).toBe('Payment reminder: Online Suite');
  expect(mail.text).toContain(
    'the full payment of $1,000 for your booking of Online Suite was requested on March 1, 2031 and is not paid yet. Pay online: https://office.example.org/meeting-rooms',
  );
  const wa = fake.messages.filter((m) => m.to === '6590004001' && m.template?.name === 'payment_reminder_1');
  expect(wa).toHaveLength(1);
  expect(JSON.stringify(wa[0])).toContain('Pay online: https://office.example.org/meeting-rooms');
  expect(fake.messages.filter((m) => m.to === '6590004002')).toEqual([]);
  expect(mailsTo(outbox, quiet.email).filter((m) => m.subject.startsWith('Payment reminder'))).toEqual([]);
});
