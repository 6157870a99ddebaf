import dayjs from 'dayjs';
import { createTestContext, type Agent, type TestContext } from '../harness';
import { mailsTo, tempOutbox } from '../outbox';
import { pdfText } from '../pdf-text';
import { createBooking, createRoom } from '../factories/bookings';
import { FakeCloudApi } from '../../src/modules/whatsapp/fake/fake-cloud-api';

/**
 * Issue 37: what the server writes for a member who chose German is German — the next email, WhatsApp's template
 * language and parameters, the inbox, the invoice PDF and the calendar feed — with dates and money as German writes
 * them; a member who chose nothing still gets English (the office's DEFAULT_LANGUAGE, 'en' here).
 */
const APP_SECRET = 'i18n-app-secret';
const TOKEN = 'i18n-access-token-1234';

let t: TestContext;
let fake: FakeCloudApi;
let outbox: string;
let admin: Agent;

beforeAll(async () => {
  fake = new FakeCloudApi({ appSecret: APP_SECRET, accessToken: TOKEN, statusDelayMs: 10 });
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

/** A member who takes WhatsApp and email, in `language` (null: none chosen). */
async function member(phone: string, language: 'de' | null) {
  const { user, agent } = await t.signedIn();
  const profile = { fullName: user.fullName, whatsappPhone: phone, whatsappOptIn: true, preferences: { whatsappEventReminders: true } };
  expect((await agent.put('/api/profile').send(profile)).status).toBe(200);
  await t.ds.query(`UPDATE users SET language = $2 WHERE id = $1`, [user.id, language]);
  return { user, agent };
}

/** Sends everything due about `subjectId` of `kind`. */
async function deliverAll(kind: string, subjectId: number) {
  const due = (await t.services.notifications.due()).filter((k) => k.kind === kind && k.subjectId === subjectId);
  for (const key of due) await t.services.notifications.deliver(key);
  return due;
}

const pdfOf = async (agent: Agent, invoiceId: number) => {
  const res = await agent.get(`/api/invoices/${invoiceId}.pdf`).buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });
  expect(res.status).toBe(200);
  return pdfText(res.body as Buffer);
};

it("writes a German member's next email, WhatsApp template and inbox item in German, and an English one's in English", async () => {
  const de = await member('+4915100000001', 'de');
  const en = await member('+4915100000002', null);
  const room = await createRoom(t, { name: 'Seeblick', pricePerMonth: '1234.50', deposit: '500.00' });
  const deBooking = await createBooking(t, { roomId: room, memberId: de.user.id, startDate: '2031-03-01', durationMonths: 3 });
  const enBooking = await createBooking(t, { roomId: room, memberId: en.user.id, startDate: '2031-06-01', durationMonths: 1 });
  for (const b of [deBooking, enBooking]) {
    expect((await admin.post(`/api/room-bookings/${b}/accept`)).status).toBe(200);
    expect((await admin.post(`/api/room-bookings/${b}/request-deposit`)).status).toBe(200);
  }
  await deliverAll('booking_accepted', deBooking);
  expect((await deliverAll('deposit_requested', deBooking)).map((k) => k.channel).sort()).toEqual(['email', 'inbox', 'whatsapp']);
  await deliverAll('deposit_requested', enBooking);
  const link = `${t.config.publicUrl}/meeting-rooms`;

  const [deMail] = mailsTo(outbox, de.user.email);
  expect(deMail.subject).toBe('Kaution angefordert: Seeblick');
  const deText = `Hallo ${de.user.fullName}, die Kaution für Ihre Buchung von Seeblick ab 1. März 2031 wurde angefordert. Details und Zahlung: ${link}`;
  expect(deMail.text).toContain(deText);
  expect(deMail.text).toContain(`Welche Nachrichten Sie erhalten, können Sie in Ihrem Profil ändern: ${t.config.publicUrl}/profile`);
  const [enMail] = mailsTo(outbox, en.user.email);
  expect(enMail.subject).toBe('Deposit requested: Seeblick');
  expect(enMail.text).toContain(`Hi ${en.user.fullName}, the deposit for your booking of Seeblick from June 1, 2031 has been requested.`);
  expect(enMail.text).toContain('You can change which messages you get on your profile:');

  const deWa = fake.messages.find((m) => m.to === '4915100000001')!;
  expect(deWa.template).toEqual({ name: 'deposit_requested', params: [de.user.fullName, 'Seeblick', '1. März 2031', link] });
  expect(deWa.language).toBe('de');
  expect(fake.messages.find((m) => m.to === '4915100000002')).toMatchObject({ language: 'en', template: { params: [en.user.fullName, 'Seeblick', 'June 1, 2031', link] } });
  const [logged] = await t.ds.query(`SELECT content FROM whatsapp_notifications WHERE recipient_id = $1`, [de.user.id]);
  expect(logged.content).toBe(deText);

  const inbox = JSON.stringify((await de.agent.get('/api/notifications/inbox')).body);
  expect(inbox).toContain('Buchung angenommen: Seeblick');
  expect(inbox).toContain(`Hallo ${de.user.fullName}, Ihre Buchung von Seeblick ab 1. März 2031 wurde angenommen.`);
});

it("writes a German member's event reminder with the German weekday and 24-hour time", async () => {
  const de = await member('+4915100000003', 'de');
  const at = dayjs().add(3, 'hour');
  const [{ id: eventId }] = await t.ds.query(
    `INSERT INTO events (title, date, start_time, location) VALUES ('Spieleabend', $1, $2, 'Marktplatz') RETURNING id`,
    [at.format('YYYY-MM-DD'), at.format('HH:mm')],
  );
  await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, 'attending')`, [eventId, de.user.id]);
  await deliverAll('event_reminder', eventId);
  const weekday = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${at.format('YYYY-MM-DD')}T00:00:00Z`),
  );
  const wa = fake.messages.find((m) => m.to === '4915100000003')!;
  expect(wa.language).toBe('de');
  expect(wa.template!.params).toEqual([de.user.fullName, 'Spieleabend', weekday, at.format('H:mm'), 'Marktplatz']);
  expect(mailsTo(outbox, de.user.email)[0].subject).toBe('Erinnerung: Spieleabend');
});

it("renders a German member's invoice PDF in German (labels, dates, money), for the member and for an admin alike", async () => {
  const de = await member('+4915100000004', 'de');
  const room = await createRoom(t, { name: 'Hafenblick', pricePerMonth: '1234.50', deposit: '500.00' });
  const booking = await createBooking(t, { roomId: room, memberId: de.user.id, startDate: '2031-03-01', durationMonths: 3 });
  expect((await admin.post(`/api/room-bookings/${booking}/accept`)).status).toBe(200);
  expect((await admin.post(`/api/room-bookings/${booking}/request-deposit`)).status).toBe(200);
  const [invoice] = await t.ds.query(`SELECT id, invoice_number FROM invoices WHERE booking_id = $1`, [booking]);

  const text = await pdfOf(de.agent, invoice.id);
  // Intl writes German money with a no-break space before the symbol.
  expect(text).toEqual(
    expect.arrayContaining([
      `Rechnung ${invoice.invoice_number}`,
      'Rechnungsempfänger',
      'Hafenblick',
      '1. März 2031 – 31. Mai 2031',
      '3 Monate',
      '1.234,50\u00a0$',
      '3.703,50\u00a0$',
      '500,00\u00a0$',
      '4.203,50\u00a0$',
      'Kaution angefordert',
      'Kaution bezahlt',
      'Noch nicht',
      'Offener Betrag',
    ]),
  );
  expect(text.some((l) => /Invoice|Deposit|Not yet|\$\d/.test(l))).toBe(false);
  expect(await pdfOf(admin, invoice.id)).toEqual(text);
});

it("writes a German member's calendar feed texts in German", async () => {
  const de = await member('+4915100000005', 'de');
  const room = await createRoom(t, { name: 'Turmzimmer' });
  await createBooking(t, { roomId: room, memberId: de.user.id, startDate: '2031-03-01', durationMonths: 1, status: 'accepted' });
  const day = dayjs().add(5, 'day').format('YYYY-MM-DD');
  const events = await t.ds.query(
    `INSERT INTO events (title, date, start_time, location, status) VALUES ('Sommerfest', $1, '18:00', 'Garten', 'confirmed'), ('Wanderung', $1, '09:00', 'Bahnhof', 'cancelled') RETURNING id`,
    [day],
  );
  for (const [i, e] of events.entries()) {
    await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, $3)`, [e.id, de.user.id, i ? 'maybe' : 'attending']);
  }
  const res = await t.gql<{ regenerateCalendarFeed: { httpUrl: string } }>(de.agent, `mutation { regenerateCalendarFeed { httpUrl } }`);
  const feed = await t.agent().get(new URL(res.data!.regenerateCalendarFeed.httpUrl).pathname);
  expect(feed.status).toBe(200);
  const ics = feed.text.replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('SUMMARY:Raumbuchung: Turmzimmer');
  expect(ics).toContain('SUMMARY:Abgesagt: Wanderung');
  expect(ics).toContain('DESCRIPTION:Ihre Antwort: Ich nehme teil');
  expect(ics).toContain('DESCRIPTION:Ihre Antwort: Vielleicht');
  expect(ics).not.toMatch(/Room booking|Your answer|Cancelled:/);
});

it("asks Meta for the German translation of an admin's approved template, and logs the German text", async () => {
  expect((await admin.post('/api/whatsapp/templates').send({ name: 'club_news', type: 'announcement', content: 'News for {{1}}: {{2}}. {{3}}' })).status).toBe(201);
  const de = await member('+4915100000006', 'de');
  await t.ds.query(`UPDATE notification_preferences SET whatsapp_announcements = true WHERE user_id = $1`, [de.user.id]);
  const res = await admin.post('/api/announcements').send({ title: 'Umzug', content: 'Wir ziehen am Montag um.', sendWhatsapp: true });
  const due = (await t.services.notifications.due()).filter((k) => k.kind === 'announcement' && k.subjectId === res.body.id && k.recipientId === de.user.id && k.channel === 'whatsapp');
  expect(due).toHaveLength(1);
  await t.services.notifications.deliver(due[0]);
  const sent = fake.messages.find((m) => m.to === '4915100000006')!;
  expect(sent).toMatchObject({ language: 'de', template: { name: 'club_news', params: [de.user.fullName, 'Umzug', 'Wir ziehen am Montag um.'] } });
  const [row] = await t.ds.query(`SELECT content FROM whatsapp_notifications WHERE recipient_id = $1`, [de.user.id]);
  expect(row.content).toBe(`Hallo ${de.user.fullName}, eine neue Mitteilung von D.Office: Umzug — Wir ziehen am Montag um.`);
});

it("writes the password reset email in the account's language", async () => {
  const de = await member('+4915100000007', 'de');
  expect((await t.agent().post('/api/auth/forgot-password').send({ email: de.user.email })).status).toBe(200);
  await t.services.passwordReset.idle();
  const [mail] = mailsTo(outbox, de.user.email);
  expect(mail.subject).toBe('Setzen Sie Ihr D.Office-Passwort zurück');
  expect(mail.text).toContain(`Hallo ${de.user.fullName},`);
  expect(mail.text).toContain('läuft in 1 Stunde ab');
  expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
});
