import { createApp, type CreatedApp } from '../../app';
import { createLogger } from '../../core/logger';
import { createDataSource } from '../../database';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { mailsTo, tempOutbox } from '../../../test/outbox';
import { createRoom } from '../../../test/factories/bookings';
import { createMembership, createPlan, movableClock } from '../../../test/factories/memberships';
import type { DeliveryKey } from '../notifications/compose';
import { REMINDER_DAYS_PROBLEM } from '../../../../rules/reminders';

/**
 * Issue 36, item 4: unpaid requested payments and dues are reminded at 3, 7 and 14 days (the office's reminder days),
 * each once across instances and only while still unpaid, then listed for admins as overdue; admins get one weekly
 * digest by email. The app's clock is moved (createTestContext's `now`) and both instances sweep at once.
 */

const clock = movableClock('2031-03-01');
let t: TestContext;
let second: CreatedApp & { close(): Promise<void> };
let outbox: string;
let admin: Agent;
let adminEmail: string;

beforeAll(async () => {
  outbox = tempOutbox();
  t = await createTestContext({ env: { OUTBOX_DIR: outbox, PUBLIC_URL: 'https://office.example.org', OFFICE_TIME_ZONE: 'UTC' }, now: clock.now });
  const signed = await t.signedIn({ isAdmin: true, fullName: 'Ada Admin' });
  admin = signed.agent;
  adminEmail = signed.user.email;
  const ds2 = createDataSource({ url: (t.ds.options as { url: string }).url, poolSize: 10 });
  await ds2.initialize();
  const app2 = await createApp({ ds: ds2, config: t.config, logger: createLogger('silent'), secret: 'test-secret', now: clock.now });
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
  await t.close();
});

/** The sweep of `day` on both instances at once: what each delivered (reminders and digests only). */
async function sweep(day: string) {
  clock.set(day);
  const now = clock.now();
  const results = await Promise.all(
    [t.services, second.services].map(async (services) => {
      const sent: DeliveryKey[] = [];
      for (const key of await services.notifications.due(now)) if ((await services.notifications.deliver(key)) === 'sent') sent.push(key);
      return sent;
    }),
  );
  return results.flat().filter((k) => k.kind.includes('_reminder_') || k.kind === 'weekly_digest');
}
const of = (sent: DeliveryKey[], recipientId: number) =>
  sent
    .filter((k) => k.recipientId === recipientId)
    .map((k) => `${k.kind}/${k.channel}`)
    .sort();

/** A member and their accepted booking of `room` (Apr–May 2031) with its invoice: 1,000 a month, 200 deposit. */
async function acceptedBooking(room: string) {
  const { user, agent } = await t.signedIn({ fullName: `Member of ${room}` });
  const roomId = await createRoom(t, { name: room });
  const [{ id: bookingId }] = await t.ds.query(
    `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, reviewed_at) VALUES ($1, $2, '2031-04-01', 2, 'accepted', now()) RETURNING id`,
    [roomId, user.id],
  );
  await t.ds.query(`INSERT INTO invoices (booking_id, member_id, total_amount, deposit_amount, monthly_amount) VALUES ($1, $2, 2200, 200, 2000)`, [bookingId, user.id]);
  return { user, agent, bookingId: bookingId as number };
}

/** The reminders mailed to `email` (the steps' own "requested" messages left out). */
const reminderMails = (email: string) => mailsTo(outbox, email).filter((m) => / reminder: /.test(m.subject));

const overdue = async (agent: Agent = admin) =>
  (await t.gql<{ overdueItems: { id: string; kind: string; member: { fullName: string }; what: string; amount: string; since: string; overdueSince: string }[] }>(
    agent,
    `{ overdueItems { id kind member { fullName } what amount since overdueSince } }`,
  )).data?.overdueItems ?? [];

it('reminds a requested deposit at 3, 7 and 14 days, each once across two instances, then lists it as overdue', async () => {
  const m = await acceptedBooking('Reminder Suite');
  await t.ds.query(`UPDATE room_bookings SET deposit_requested_at = '2031-03-02T10:00:00Z' WHERE id = $1`, [m.bookingId]);

  for (const day of ['2031-03-02', '2031-03-04']) expect(of(await sweep(day), m.user.id)).toEqual([]);
  expect(of(await sweep('2031-03-05'), m.user.id)).toEqual(['deposit_reminder_1/email', 'deposit_reminder_1/inbox']);
  for (const day of ['2031-03-05', '2031-03-08']) expect(of(await sweep(day), m.user.id)).toEqual([]);
  expect(of(await sweep('2031-03-09'), m.user.id)).toEqual(['deposit_reminder_2/email', 'deposit_reminder_2/inbox']);
  expect((await overdue()).filter((o) => o.id === `deposit:${m.bookingId}`)).toEqual([]);
  expect(of(await sweep('2031-03-16'), m.user.id)).toEqual(['deposit_reminder_3/email', 'deposit_reminder_3/inbox']);
  for (const day of ['2031-03-17', '2031-04-30']) expect(of(await sweep(day), m.user.id)).toEqual([]);

  const mails = reminderMails(m.user.email);
  expect(mails.map((x) => x.subject)).toEqual(['Deposit reminder: Reminder Suite', 'Deposit reminder: Reminder Suite', 'Deposit reminder: Reminder Suite']);
  expect(mails[0].text).toContain(
    `Hi Member of Reminder Suite, a reminder: the deposit of $200 for your booking of Reminder Suite was requested on March 2, 2031 and is not paid yet. Details: https://office.example.org/meeting-rooms`,
  );
  const inbox = await t.gql<{ myNotifications: { kind: string; title: string; link: string }[] }>(m.agent, `{ myNotifications { kind title link } }`);
  const reminders = inbox.data!.myNotifications.filter((n) => n.kind.includes('_reminder_'));
  expect(reminders.map((n) => n.kind)).toEqual(['deposit_reminder_3', 'deposit_reminder_2', 'deposit_reminder_1']);
  expect(reminders[0]).toMatchObject({ title: 'Deposit reminder: Reminder Suite', link: '/meeting-rooms' });

  clock.set('2031-03-16');
  expect((await overdue()).filter((o) => o.id === `deposit:${m.bookingId}`)).toEqual([
    { id: `deposit:${m.bookingId}`, kind: 'DEPOSIT', member: { fullName: 'Member of Reminder Suite' }, what: 'Deposit for Reminder Suite', amount: '200.00', since: '2031-03-02', overdueSince: '2031-03-16' },
  ]);
  const rest = await admin.get('/api/overdue');
  expect(rest.status).toBe(200);
  expect(rest.body.find((o: { id: string }) => o.id === `deposit:${m.bookingId}`)).toEqual({
    id: `deposit:${m.bookingId}`,
    kind: 'DEPOSIT',
    member: { id: m.user.id, fullName: 'Member of Reminder Suite' },
    what: 'Deposit for Reminder Suite',
    bookingId: m.bookingId,
    invoiceId: null,
    amount: '200.00',
    since: '2031-03-02',
    overdueSince: '2031-03-16',
  });
  // Received: no longer owed, no longer overdue.
  await t.ds.query(`UPDATE room_bookings SET deposit_received_at = now() WHERE id = $1`, [m.bookingId]);
  expect((await overdue()).filter((o) => o.id === `deposit:${m.bookingId}`)).toEqual([]);
});

it('says nothing once paid: a full payment received between the sweep and the send, or before the next reminder', async () => {
  const m = await acceptedBooking('Paid Suite');
  await t.ds.query(
    `UPDATE room_bookings SET deposit_requested_at = '2031-03-01T10:00:00Z', deposit_received_at = '2031-03-01T11:00:00Z', full_payment_requested_at = '2031-03-10T10:00:00Z' WHERE id = $1`,
    [m.bookingId],
  );
  clock.set('2031-03-13');
  const due = (await t.services.notifications.due(clock.now())).filter((k) => k.recipientId === m.user.id && k.kind.includes('_reminder_'));
  expect(due.map((k) => `${k.kind}/${k.channel}`).sort()).toEqual(['payment_reminder_1/email', 'payment_reminder_1/inbox']);
  await t.ds.query(`UPDATE room_bookings SET full_payment_received_at = now() WHERE id = $1`, [m.bookingId]);
  for (const key of due) expect(await t.services.notifications.deliver(key)).toBe('skipped');
  for (const day of ['2031-03-13', '2031-03-17', '2031-03-24']) expect(of(await sweep(day), m.user.id)).toEqual([]);
  expect(reminderMails(m.user.email)).toEqual([]);
});

it('reminds an unpaid dues invoice from the day it was issued, with the profile link; marked paid, nothing more', async () => {
  const { user, agent } = await t.signedIn({ fullName: 'Dora Dues' });
  await createMembership(t, user.id, await createPlan(t, { name: 'Reminded Plan', amount: '40.00' }), '2031-03-01');
  await t.services.dues.issueDue('2031-03-01');
  await t.ds.query(`UPDATE invoices SET created_at = '2031-03-01T08:00:00Z' WHERE member_id = $1 AND kind = 'dues'`, [user.id]);
  const [{ id: invoiceId }] = await t.ds.query(`SELECT id FROM invoices WHERE member_id = $1 AND kind = 'dues'`, [user.id]);

  expect(of(await sweep('2031-03-04'), user.id)).toEqual(['dues_reminder_1/email', 'dues_reminder_1/inbox']);
  const [mail] = reminderMails(user.email);
  expect(mail.subject).toBe('Dues reminder: Reminded Plan, Mar 1, 2031 – Mar 31, 2031');
  expect(mail.text).toContain(
    'Hi Dora Dues, a reminder: your membership dues of $40 (Reminded Plan, Mar 1, 2031 – Mar 31, 2031), invoiced on March 1, 2031, are not paid yet. Details: https://office.example.org/profile',
  );
  const inbox = await t.gql<{ myNotifications: { kind: string; link: string }[] }>(agent, `{ myNotifications { kind link } }`);
  expect(inbox.data!.myNotifications.filter((n) => n.kind.includes('_reminder_'))).toEqual([{ kind: 'dues_reminder_1', link: '/profile' }]);

  const paid = await t.gql(admin, `mutation($id: ID!) { markDuesPaid(invoiceId: $id) { id } }`, { id: String(invoiceId) });
  expect(paid.errors).toBeUndefined();
  for (const day of ['2031-03-08', '2031-03-15']) expect(of(await sweep(day), user.id)).toEqual([]);
  clock.set('2031-03-15');
  expect((await overdue()).filter((o) => o.id === `dues:${invoiceId}`)).toEqual([]);
});

it("sends each admin one weekly digest by email, across two instances, with what is overdue, ending soon and lapsed, and totals", async () => {
  const other = await t.createUser({ isAdmin: true, fullName: 'Bea Admin' });
  const german = await t.createUser({ isAdmin: true, fullName: 'Greta Admin' });
  await t.ds.query(`UPDATE users SET language = 'de' WHERE id = $1`, [german.id]);
  const m = await acceptedBooking('Digest Suite');
  await t.ds.query(`UPDATE room_bookings SET deposit_requested_at = '2031-05-01T10:00:00Z' WHERE id = $1`, [m.bookingId]);
  const { user: lapsed } = await t.signedIn({ fullName: 'Lars Lapsed' });
  await createMembership(t, lapsed.id, await createPlan(t, { name: 'Digest Plan', amount: '30.00' }), '2031-04-01');
  await t.services.dues.issueDue('2031-04-01');
  await t.ds.query(`UPDATE invoices SET created_at = '2031-04-01T08:00:00Z' WHERE member_id = $1 AND kind = 'dues'`, [lapsed.id]);

  // Monday 19 May 2031 (ISO week 21): the deposit is overdue, the booking ends May 31, the member lapsed in April.
  const week = await sweep('2031-05-19');
  expect(of(week, other.id)).toEqual(['weekly_digest/email']);
  expect(week.filter((k) => k.kind === 'weekly_digest').every((k) => k.subjectId === 203121 && k.channel === 'email')).toBe(true);
  for (const day of ['2031-05-19', '2031-05-21', '2031-05-25']) expect(of(await sweep(day), other.id)).toEqual([]);
  expect(of(await sweep('2031-05-26'), other.id)).toEqual(['weekly_digest/email']);
  expect(of(week, m.user.id).filter((k) => k.startsWith('weekly'))).toEqual([]);

  const digests = mailsTo(outbox, other.email);
  expect(digests.map((d) => d.subject)).toEqual(['Weekly digest: 2031-W21', 'Weekly digest: 2031-W22']);
  const text = digests[0].text;
  expect(text).toContain('Hi Bea Admin, this is the weekly digest of D.Office for 2031-W21.');
  expect(text).toMatch(/Overdue: \d+ items?, \$[\d,]+ in total/);
  expect(text).toContain('Member of Digest Suite: Deposit for Digest Suite, $200, asked on May 1, 2031');
  expect(text).toContain('Member of Digest Suite: Digest Suite, last day May 31, 2031');
  expect(text).toContain('Lars Lapsed: owes $30 since Apr 1, 2031');
  expect(text).toMatch(/Lapsed: \d+ members?, owing \$[\d,]+/);
  expect(mailsTo(outbox, adminEmail).map((d) => d.subject)).toContain('Weekly digest: 2031-W21');
  // An admin who chose German reads it in German: words, days and money (issue 37 item 4).
  const [inGerman] = mailsTo(outbox, german.email);
  expect(inGerman.subject).toBe('Wochenübersicht: 2031-W21');
  expect(inGerman.text).toContain('Member of Digest Suite: Anzahlung für Digest Suite, 200\u00a0$, angefordert am 1. Mai 2031');
  expect(inGerman.text).toContain('Lars Lapsed: schuldet 30\u00a0$ seit 1. Apr. 2031');
  // Never in the inbox; members get none.
  expect((await t.ds.query(`SELECT count(*)::int AS n FROM notification_deliveries WHERE kind = 'weekly_digest' AND channel <> 'email'`))[0].n).toBe(0);
  expect(mailsTo(outbox, lapsed.email).filter((d) => d.subject.startsWith('Weekly digest'))).toEqual([]);
});

it('the reminder days are the office setting: admins read and save them (REST and GraphQL); bad input changes nothing', async () => {
  expect((await admin.get('/api/reminder-settings')).body).toEqual({ reminderDays: [3, 7, 14] });
  for (const reminderDays of [[], [0, 5], [7, 3], [3, 3], [1, 2, 3, 4], [91], ['3'], [2.5], null]) {
    const res = await admin.put('/api/reminder-settings').send({ reminderDays });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(REMINDER_DAYS_PROBLEM);
  }
  const bad = await t.gql(admin, `mutation { updateReminderSettings(input: { reminderDays: [5, 2] }) { reminderDays } }`);
  expect(bad.errors?.[0]).toMatchObject({ message: REMINDER_DAYS_PROBLEM, extensions: { code: 'BAD_USER_INPUT' } });
  expect((await t.gql(admin, `{ reminderSettings { reminderDays } }`)).data).toEqual({ reminderSettings: { reminderDays: [3, 7, 14] } });

  const saved = await t.gql(admin, `mutation { updateReminderSettings(input: { reminderDays: [2, 5] }) { reminderDays } }`);
  expect(saved.data).toEqual({ updateReminderSettings: { reminderDays: [2, 5] } });
  // Two reminders now, the second the last: overdue after 5 days.
  const m = await acceptedBooking('Setting Suite');
  await t.ds.query(`UPDATE room_bookings SET deposit_requested_at = '2031-06-01T10:00:00Z' WHERE id = $1`, [m.bookingId]);
  expect(of(await sweep('2031-06-03'), m.user.id)).toEqual(['deposit_reminder_1/email', 'deposit_reminder_1/inbox']);
  expect(of(await sweep('2031-06-06'), m.user.id)).toEqual(['deposit_reminder_2/email', 'deposit_reminder_2/inbox']);
  expect((await overdue()).find((o) => o.id === `deposit:${m.bookingId}`)).toMatchObject({ overdueSince: '2031-06-06' });
  const [entry] = await t.ds.query(`SELECT action, summary FROM audit_log WHERE action = 'payment.reminder_days_changed'`);
  expect(entry).toEqual({ action: 'payment.reminder_days_changed', summary: 'Changed the payment reminder days to 2, 5' });
  await admin.put('/api/reminder-settings').send({ reminderDays: [3, 7, 14] }).expect(200);
});
