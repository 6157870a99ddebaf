import dayjs from 'dayjs';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { mailsTo, tempOutbox } from '../../../test/outbox';
import { createBooking, createRoom } from '../../../test/factories/bookings';
import { FakeCloudApi } from '../whatsapp/fake/fake-cloud-api';
import type { DeliveryKey } from './compose';
import { NotificationsRepository } from './notifications.repository';

const APP_SECRET = 'notify-app-secret';
const TOKEN = 'notify-access-token-1234';

let t: TestContext;
let fake: FakeCloudApi;
let outbox: string;
let admin: Agent;

beforeAll(async () => {
  fake = new FakeCloudApi({ appSecret: APP_SECRET, accessToken: TOKEN, pairLimit: { count: 1, windowMs: 400 }, statusDelayMs: 10 });
  await fake.start();
  outbox = tempOutbox();
  t = await createTestContext({ env: { WHATSAPP_API_URL: fake.url, WHATSAPP_APP_SECRET: APP_SECRET, OUTBOX_DIR: outbox } });
  admin = (await t.signedIn({ isAdmin: true })).agent;
  await admin.post('/api/whatsapp/config').send({ phoneNumberId: '555000', accessToken: TOKEN, webhookVerifyToken: 'v' });
});
afterAll(async () => {
  await fake.stop();
  await t.close();
});

/** An event starting `hours` from now (local wall clock), with RSVPs. */
async function eventIn(hours: number, title = `Event ${Math.random().toString(36).slice(2, 7)}`): Promise<number> {
  const at = dayjs().add(hours * 60, 'minute');
  const [{ id }] = await t.ds.query(
    `INSERT INTO events (title, date, start_time, location) VALUES ($1, $2, $3, 'Main Hall') RETURNING id`,
    [title, at.format('YYYY-MM-DD'), at.format('HH:mm')],
  );
  return id;
}
const rsvp = (eventId: number, memberId: number, status: string) =>
  t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, $3)`, [eventId, memberId, status]);

async function member(profile: Record<string, unknown>) {
  const { user, agent } = await t.signedIn();
  const res = await agent.put('/api/profile').send({ fullName: user.fullName, ...profile });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { user, agent };
}
/** WhatsApp and email; the inbox gets every notification whatever the preferences (inbox.test.ts). */
const messaging = (k: { channel: string }) => k.channel !== 'inbox';
const optedIn = (phone: string, prefs: Record<string, unknown> = {}) => ({
  whatsappPhone: phone,
  whatsappOptIn: true,
  preferences: { whatsappEventReminders: true, whatsappAnnouncements: true, ...prefs },
});

describe('profile and preferences', () => {
  it('saves the profile with consent recorded with its time, and preferences with the 24-hour default', async () => {
    const { agent } = await t.signedIn();
    const before = await agent.get('/api/profile');
    expect(before.body.preferences).toEqual({ emailNotifications: true, whatsappEventReminders: false, whatsappAnnouncements: false, reminderTimingHours: 24 });
    expect(before.body.whatsappOptInAt).toBeNull();
    const saved = await agent.put('/api/profile').send({ fullName: 'Mia Member', phone: '+6561234567', whatsappPhone: '+6591234567', whatsappOptIn: true, bio: 'Hi', preferences: { whatsappEventReminders: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ fullName: 'Mia Member', phone: '+6561234567', whatsappPhone: '+6591234567', bio: 'Hi' });
    expect(saved.body.preferences).toEqual({ emailNotifications: true, whatsappEventReminders: true, whatsappAnnouncements: false, reminderTimingHours: 24 });
    const consentAt = saved.body.whatsappOptInAt;
    expect(new Date(consentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Saving again with the same number keeps the original consent time; a new number asks again.
    const again = await agent.put('/api/profile').send({ fullName: 'Mia Member', whatsappPhone: '+6591234567', whatsappOptIn: true });
    expect(again.body.whatsappOptInAt).toBe(consentAt);
    expect(again.body.preferences.whatsappEventReminders).toBe(true);
    const off = await agent.put('/api/profile').send({ fullName: 'Mia Member', whatsappPhone: '+6591234567', whatsappOptIn: false });
    expect(off.body.whatsappOptInAt).toBeNull();
    const { data } = await t.gql<{ myProfile: { user: { fullName: string }; preferences: { reminderTimingHours: number } } }>(
      agent,
      `{ myProfile { user { fullName } whatsappOptInAt preferences { reminderTimingHours } } }`,
    );
    expect(data!.myProfile).toMatchObject({ user: { fullName: 'Mia Member' }, preferences: { reminderTimingHours: 24 } });
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const { agent, user } = await t.signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: 'X' }, 'Full name is required'],
      [{ fullName: 'Ok Name', whatsappOptIn: true }, 'Enter your WhatsApp number to receive WhatsApp messages'],
      [{ fullName: 'Ok Name', whatsappPhone: '12345' }, 'Phone number must be in format +1234567890'],
      [{ fullName: 'Ok Name', preferences: { reminderTimingHours: 0 } }, 'Reminder timing must be at least 1 hour'],
      [{ fullName: 'Ok Name', preferences: { reminderTimingHours: 169 } }, 'Reminder timing must be at most 168 hours'],
      [{ fullName: 'Ok Name', isAdmin: true }, 'Unknown field: isAdmin'],
    ];
    for (const [body, message] of cases) {
      const res = await agent.put('/api/profile').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const [row] = await t.ds.query(`SELECT full_name, is_admin FROM users WHERE id = $1`, [user.id]);
    expect(row).toEqual({ full_name: user.fullName, is_admin: false });
    expect((await t.agent().put('/api/profile').send({ fullName: 'Anon' })).status).toBe(401);
  });
});

describe('reminders, nudges and broadcasts', () => {
  it('reminds opted-in attendees and nudges members who have not answered, each send exactly once', async () => {
    const eventId = await eventIn(2, 'Board Games Night');
    const going = await member(optedIn('+6590000101'));
    const maybe = await member({ ...optedIn('+6590000102'), preferences: { whatsappEventReminders: true, emailNotifications: false } });
    const notGoing = await member(optedIn('+6590000103'));
    const noConsent = await member({ whatsappPhone: '+6590000104', preferences: { whatsappEventReminders: true } });
    const silent = await member(optedIn('+6590000105'));
    const later = await member(optedIn('+6590000106', { reminderTimingHours: 1 }));
    await rsvp(eventId, going.user.id, 'attending');
    await rsvp(eventId, maybe.user.id, 'maybe');
    await rsvp(eventId, notGoing.user.id, 'not_attending');
    await rsvp(eventId, noConsent.user.id, 'attending');
    await rsvp(eventId, later.user.id, 'attending');

    const due = (await t.services.notifications.due()).filter((k) => k.subjectId === eventId && messaging(k));
    const of = (id: number) => due.filter((k) => k.recipientId === id).map((k) => `${k.kind}/${k.channel}`).sort();
    expect(of(going.user.id)).toEqual(['event_reminder/email', 'event_reminder/whatsapp']);
    expect(of(maybe.user.id)).toEqual(['event_reminder/whatsapp']);
    expect(of(notGoing.user.id)).toEqual([]);
    expect(of(noConsent.user.id)).toEqual(['event_reminder/email']);
    expect(of(silent.user.id)).toEqual(['rsvp_needed/email', 'rsvp_needed/whatsapp']);
    expect(of(later.user.id)).toEqual([]); // 1 hour before start, not yet

    for (const key of due) await t.services.notifications.deliver(key);
    // Delivering the same keys again (a retried job, a second instance) sends nothing more.
    const again = await Promise.all(due.map((key) => t.services.notifications.deliver(key)));
    expect(new Set(again)).toEqual(new Set(['duplicate']));
    expect((await t.services.notifications.due()).filter((k) => k.subjectId === eventId && messaging(k))).toEqual([]);

    const to = (phone: string) => fake.messages.filter((m) => m.to === phone.slice(1));
    expect(to('+6590000101')).toHaveLength(1);
    expect(to('+6590000101')[0]).toMatchObject({ type: 'template', template: { name: 'event_reminder' } });
    expect(to('+6590000101')[0].template!.params).toEqual(expect.arrayContaining(['Board Games Night', 'Main Hall']));
    expect(to('+6590000104')).toHaveLength(0);
    expect(to('+6590000105')[0].template!.name).toBe('rsvp_needed');
    expect(mailsTo(outbox, going.user.email).map((m) => m.subject)).toEqual(['Reminder: Board Games Night']);
    expect(mailsTo(outbox, maybe.user.email)).toHaveLength(0);
    expect(mailsTo(outbox, silent.user.email).map((m) => m.subject)).toEqual(['RSVP needed: Board Games Night']);

    const log = await admin.get('/api/whatsapp/notifications?limit=200');
    const reminder = log.body.items.find((i: { phoneNumber: string }) => i.phoneNumber === '+6590000101');
    expect(reminder).toMatchObject({ relatedType: 'event_reminder', relatedId: eventId, templateName: 'event_reminder', status: expect.stringMatching(/sent|delivered|read/) });
    expect(reminder.messageContent).toContain('Board Games Night');
  });

  it('broadcasts an announcement marked for WhatsApp to opted-in members only, using the admin template', async () => {
    await admin.post('/api/whatsapp/templates').send({ name: 'club_news', type: 'announcement', content: 'News for {{1}}: {{2}}. {{3}}' });
    const fan = await member(optedIn('+6590000201'));
    const quiet = await member({ ...optedIn('+6590000202'), preferences: { whatsappAnnouncements: false, emailNotifications: false } });
    const plain = await admin.post('/api/announcements').send({ title: 'Plain', content: 'Not broadcast' });
    const res = await admin.post('/api/announcements').send({ title: 'Office move', content: 'We move on Monday.', sendWhatsapp: true });
    const due = (await t.services.notifications.due()).filter((k) => k.kind === 'announcement' && messaging(k));
    expect(due.some((k) => k.subjectId === plain.body.id)).toBe(false);
    expect(due.filter((k) => k.recipientId === quiet.user.id)).toEqual([]);
    for (const key of due) await t.services.notifications.deliver(key);
    const msgs = fake.messages.filter((m) => m.to === '6590000201');
    expect(msgs).toHaveLength(1);
    expect(msgs[0].template).toEqual({ name: 'club_news', params: [fan.user.fullName, 'Office move', 'We move on Monday.'] });
    const [row] = await t.ds.query(`SELECT content FROM whatsapp_notifications WHERE related_type = 'announcement' AND related_id = $1 AND recipient_id = $2`, [res.body.id, fan.user.id]);
    expect(row.content).toBe(`News for ${fan.user.fullName}: Office move. We move on Monday.`);
  });

  it('retries a rate-limited send later and stops at a permanent refusal', async () => {
    const m = await member(optedIn('+6590000301'));
    const e1 = await eventIn(3);
    const e2 = await eventIn(3);
    await rsvp(e1, m.user.id, 'attending');
    await rsvp(e2, m.user.id, 'attending');
    const key = (subjectId: number) => ({ recipientId: m.user.id, channel: 'whatsapp' as const, kind: 'event_reminder' as const, subjectId });
    expect(await t.services.notifications.deliver(key(e1))).toBe('sent');
    // A second message to the same number at once hits the pair rate limit (131056).
    expect(await t.services.notifications.deliver(key(e2))).toBe('retry');
    const [row] = await t.ds.query(`SELECT status, attempts, error FROM notification_deliveries WHERE recipient_id = $1 AND subject_id = $2`, [m.user.id, e2]);
    expect(row).toMatchObject({ status: 'retrying', attempts: 1, error: expect.stringContaining('131056') });
    await new Promise((r) => setTimeout(r, 450));
    expect(await t.services.notifications.deliver(key(e2))).toBe('sent');
    expect(await t.services.notifications.deliver(key(e2))).toBe('duplicate');
    expect(fake.messages.filter((x) => x.to === '6590000301')).toHaveLength(2);

    // A permanent refusal (the token was revoked: 190) is recorded once and never retried.
    const e3 = await eventIn(3);
    await rsvp(e3, m.user.id, 'attending');
    await admin.post('/api/whatsapp/config').send({ phoneNumberId: '555000', accessToken: 'revoked-token-0000', webhookVerifyToken: 'v' });
    await new Promise((r) => setTimeout(r, 450));
    expect(await t.services.notifications.deliver(key(e3))).toBe('failed');
    expect(await t.services.notifications.deliver(key(e3))).toBe('duplicate');
    expect((await t.services.notifications.due()).some((k) => k.subjectId === e3 && k.recipientId === m.user.id && k.channel === 'whatsapp')).toBe(false);
    await admin.post('/api/whatsapp/config').send({ phoneNumberId: '555000', accessToken: TOKEN, webhookVerifyToken: 'v' });
  });

  it('skips a send that is no longer wanted when its turn comes (consent withdrawn)', async () => {
    const m = await member(optedIn('+6590000401'));
    const e = await eventIn(2);
    await rsvp(e, m.user.id, 'attending');
    const [key] = (await t.services.notifications.due()).filter((k) => k.recipientId === m.user.id && k.channel === 'whatsapp');
    await m.agent.put('/api/profile').send({ fullName: m.user.fullName, whatsappPhone: '+6590000401', whatsappOptIn: false });
    expect(await t.services.notifications.deliver(key)).toBe('skipped');
    expect(fake.messages.filter((x) => x.to === '6590000401')).toHaveLength(0);
  });

  it('takes at most a batch of due sends per sweep, recipient by recipient, and every other one in a later batch', async () => {
    const e = await eventIn(3);
    const members = [await member({}), await member({}), await member({})];
    await rsvp(e, members[0].user.id, 'attending');
    const repo = new NotificationsRepository(t.ds);
    const now = dayjs().format('YYYY-MM-DD HH:mm:ss');
    const name = (k: DeliveryKey) => `${k.recipientId}/${k.kind}/${k.subjectId}/${k.channel}`;
    const everything = (await repo.due(now, true, 100_000)).map(name);
    // Among them (with the earlier tests' events and announcements), for the new event and members: a reminder to the attendee and a nudge to each of the others, by email and in the inbox.
    const ids = members.map((m) => String(m.user.id));
    const ours = everything.filter((k) => ids.includes(k.split('/')[0]) && k.split('/')[2] === String(e));
    expect(ours.sort()).toEqual(
      [`${members[0].user.id}/event_reminder`, `${members[1].user.id}/rsvp_needed`, `${members[2].user.id}/rsvp_needed`]
        .flatMap((k) => [`${k}/${e}/email`, `${k}/${e}/inbox`])
        .sort(),
    );
    const taken: string[] = [];
    for (let batch = await repo.due(now, true, 4); batch.length; batch = await repo.due(now, true, 4)) {
      expect(batch.length).toBeLessThanOrEqual(4);
      // Recipient by recipient within a batch.
      const order = batch.map((k) => [k.recipientId, k.kind, k.subjectId] as const);
      expect(order).toEqual([...order].sort((x, y) => x[0] - y[0] || x[1].localeCompare(y[1]) || x[2] - y[2]));
      for (const k of batch) {
        expect(taken).not.toContain(name(k));
        taken.push(name(k));
        // The send's "already sent" row, as delivery takes it: it is no longer due.
        expect(await repo.claim(k)).not.toBeNull();
      }
    }
    expect(taken.sort()).toEqual([...everything].sort());
  });
});

describe('requests for money (issue 35)', () => {
  it('a requested deposit reaches an opted-in member by WhatsApp too, its template ending with the link where to pay', async () => {
    const m = await member(optedIn('+6590000901', { emailNotifications: true }));
    const roomId = await createRoom(t, { name: 'Harbour Room', pricePerMonth: '900.00', deposit: '300.00' });
    const id = await createBooking(t, { roomId, memberId: m.user.id, startDate: '2031-09-01', durationMonths: 2 });
    expect((await admin.post(`/api/room-bookings/${id}/accept`)).status).toBe(200);
    expect((await admin.post(`/api/room-bookings/${id}/request-deposit`)).status).toBe(200);

    const due = (await t.services.notifications.due()).filter((k) => k.recipientId === m.user.id && k.kind === 'deposit_requested');
    expect(due.map((k) => k.channel).sort()).toEqual(['email', 'inbox', 'whatsapp']);
    for (const key of due) expect(await t.services.notifications.deliver(key)).toBe('sent');
    const [wa] = fake.messages.filter((x) => x.to === '6590000901');
    expect(wa).toMatchObject({ type: 'template', template: { name: 'deposit_requested' } });
    expect(wa.template!.params).toEqual(expect.arrayContaining(['Harbour Room', expect.stringMatching(/^https?:\/\/.+\/meeting-rooms$/)]));
    const log = (await admin.get('/api/whatsapp/notifications?limit=200')).body.items.find((i: { phoneNumber: string }) => i.phoneNumber === '+6590000901');
    expect(log.messageContent).toMatch(/the deposit for your booking of Harbour Room from .+ has been requested\. Details and payment: https?:\/\/.+\/meeting-rooms$/);
  });
});
