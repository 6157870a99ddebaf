import { createApp, type CreatedApp } from '../../app';
import { createLogger } from '../../core/logger';
import { createDataSource } from '../../database';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { mailsTo, tempOutbox } from '../../../test/outbox';
import { createBooking, createRoom } from '../bookings/test-fixtures';
import { FakeCloudApi } from '../whatsapp/fake/fake-cloud-api';
import type { DeliveryKey } from './compose';

/**
 * Issue 36: 30 and 7 days before an accepted booking's last day the member is told — inbox, email and WhatsApp as their
 * preferences say — each once, across instances; a booking extended since (the last of its chain is the one ending) is
 * not. The sweep takes the day it runs on (due(now)), so the tests move it through the booking's last month.
 */

const APP_SECRET = 'endings-app-secret';
const TOKEN = 'endings-access-token-1234';

let t: TestContext;
let second: CreatedApp & { close(): Promise<void> };
let fake: FakeCloudApi;
let outbox: string;
let admin: Agent;

beforeAll(async () => {
  fake = new FakeCloudApi({ appSecret: APP_SECRET, accessToken: TOKEN, statusDelayMs: 10 });
  await fake.start();
  outbox = tempOutbox();
  t = await createTestContext({ env: { WHATSAPP_API_URL: fake.url, WHATSAPP_APP_SECRET: APP_SECRET, OUTBOX_DIR: outbox, PUBLIC_URL: 'https://office.example.org' } });
  admin = (await t.signedIn({ isAdmin: true })).agent;
  await admin.post('/api/whatsapp/config').send({ phoneNumberId: '555000', accessToken: TOKEN, webhookVerifyToken: 'v' });
  // A second server instance on the same database (its own pool), as in production.
  const ds2 = createDataSource({ url: (t.ds.options as { url: string }).url, poolSize: 10 });
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
  await second.close();
  await fake.stop();
  await t.close();
});

/** A member with these messaging choices, and their accepted booking Feb 1 – Mar 31, 2031 of a room named `room`. */
async function memberWithBooking(room: string, profile: Record<string, unknown>) {
  const { user, agent } = await t.signedIn();
  const res = await agent.put('/api/profile').send({ fullName: user.fullName, ...profile });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const roomId = await createRoom(t, { name: room });
  const bookingId = await createBooking(t, { roomId, memberId: user.id, startDate: '2031-02-01', durationMonths: 2, status: 'accepted' });
  return { user, agent, roomId, bookingId };
}

/** The sweep of `day` at 09:00 in the office, on one instance or on two at once; answers what it delivered. */
async function sweep(day: string, instances = [t.services]) {
  const now = new Date(`${day}T09:00:00Z`);
  const results = await Promise.all(
    instances.map(async (services) => {
      const sent: DeliveryKey[] = [];
      for (const key of await services.notifications.due(now)) if ((await services.notifications.deliver(key)) === 'sent') sent.push(key);
      return sent;
    }),
  );
  return results.flat().filter((k) => k.kind.startsWith('booking_ending'));
}
const of = (sent: DeliveryKey[], bookingId: number) =>
  sent
    .filter((k) => k.subjectId === bookingId)
    .map((k) => `${k.kind}/${k.channel}`)
    .sort();

it('tells the member 30 and 7 days before the last day, by inbox, email and WhatsApp as they chose, each once across instances', async () => {
  const both = await memberWithBooking('Ending Suite', { whatsappPhone: '+6590003001', whatsappOptIn: true, preferences: { whatsappEventReminders: true } });
  const quiet = await memberWithBooking('Quiet Suite', {
    whatsappPhone: '+6590003002',
    whatsappOptIn: true,
    preferences: { whatsappEventReminders: false, emailNotifications: false },
  });

  expect(of(await sweep('2031-02-28'), both.bookingId)).toEqual([]);
  const first = await sweep('2031-03-01', [t.services, second.services]);
  expect(of(first, both.bookingId)).toEqual(['booking_ending_30/email', 'booking_ending_30/inbox', 'booking_ending_30/whatsapp']);
  expect(of(first, quiet.bookingId)).toEqual(['booking_ending_30/inbox']);
  // The same day again, and the days after, on both instances: nothing more until the last week.
  for (const day of ['2031-03-01', '2031-03-10', '2031-03-23']) expect(of(await sweep(day, [t.services, second.services]), both.bookingId)).toEqual([]);
  const week = await sweep('2031-03-24', [t.services, second.services]);
  expect(of(week, both.bookingId)).toEqual(['booking_ending_7/email', 'booking_ending_7/inbox', 'booking_ending_7/whatsapp']);
  expect(of(week, quiet.bookingId)).toEqual(['booking_ending_7/inbox']);
  for (const day of ['2031-03-31', '2031-04-01']) expect(of(await sweep(day, [t.services, second.services]), both.bookingId)).toEqual([]);

  // What they say: the room, the last day, and where to extend it.
  expect(mailsTo(outbox, both.user.email).map((m) => m.subject)).toEqual(['Booking ending soon: Ending Suite', 'Booking ends in a week: Ending Suite']);
  expect(mailsTo(outbox, both.user.email)[0].text).toContain(
    `Hi ${both.user.fullName}, your booking of Ending Suite ends on March 31, 2031. To keep the room, extend it: https://office.example.org/meeting-rooms`,
  );
  expect(mailsTo(outbox, quiet.user.email)).toEqual([]);
  const wa = fake.messages.filter((m) => m.to === '6590003001').map((m) => m.template!.name);
  expect(wa).toEqual(['booking_ending_30', 'booking_ending_7']);
  expect(fake.messages.filter((m) => m.to === '6590003002')).toEqual([]);
  const inbox = await t.gql<{ myNotifications: { kind: string; title: string; body: string; link: string }[] }>(both.agent, `{ myNotifications { kind title body link } }`);
  expect(inbox.data!.myNotifications.filter((n) => n.kind.startsWith('booking_ending'))).toEqual([
    {
      kind: 'booking_ending_7',
      title: 'Booking ends in a week: Ending Suite',
      body: `Hi ${both.user.fullName}, your booking of Ending Suite ends in a week, on March 31, 2031. To keep the room, extend it now: https://office.example.org/meeting-rooms`,
      link: '/meeting-rooms',
    },
    expect.objectContaining({ kind: 'booking_ending_30', title: 'Booking ending soon: Ending Suite', link: '/meeting-rooms' }),
  ]);
});

it('a booking extended is not ending: the last of its chain is announced instead; a rejected extension leaves it ending', async () => {
  const m = await memberWithBooking('Chain Suite', {});
  const [{ id: extension }] = await t.ds.query(
    `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, extends_booking_id) VALUES ($1, $2, '2031-04-01', 1, 'pending', $3) RETURNING id`,
    [m.roomId, m.user.id, m.bookingId],
  );
  expect(of(await sweep('2031-03-02'), m.bookingId)).toEqual([]);
  // Rejected: the booking is ending again, and is told so.
  await t.ds.query(`UPDATE room_bookings SET status = 'rejected', rejection_reason = 'No' WHERE id = $1`, [extension]);
  expect(of(await sweep('2031-03-03'), m.bookingId)).toEqual(['booking_ending_30/email', 'booking_ending_30/inbox']);
  // Extended again and accepted: the extension (Apr 1 – Apr 30) is the one ending, in its own last month.
  const [{ id: next }] = await t.ds.query(
    `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, extends_booking_id, deposit_carried_over, deposit_requested_at, deposit_received_at)
     VALUES ($1, $2, '2031-04-01', 2, 'accepted', $3, true, now(), now()) RETURNING id`,
    [m.roomId, m.user.id, m.bookingId],
  );
  expect(of(await sweep('2031-03-25'), m.bookingId)).toEqual([]);
  expect(of(await sweep('2031-05-01'), next)).toEqual(['booking_ending_30/email', 'booking_ending_30/inbox']);
});

it('is said only while still true: extended between the sweep and the send, nothing goes out', async () => {
  const m = await memberWithBooking('Late Suite', {});
  const due = (await t.services.notifications.due(new Date('2031-03-05T09:00:00Z'))).filter((k) => k.subjectId === m.bookingId && k.kind === 'booking_ending_30');
  expect(due.map((k) => k.channel).sort()).toEqual(['email', 'inbox']);
  await t.ds.query(`INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, extends_booking_id) VALUES ($1, $2, '2031-04-01', 1, 'pending', $3)`, [
    m.roomId,
    m.user.id,
    m.bookingId,
  ]);
  for (const key of due) expect(await t.services.notifications.deliver(key)).toBe('skipped');
  expect(mailsTo(outbox, m.user.email)).toEqual([]);
});
