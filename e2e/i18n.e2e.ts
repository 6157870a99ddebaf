import type { Page } from 'playwright-core';
import { createBooking, createRoom } from '../api/test/factories/bookings';
import { mailsTo, tempOutbox } from '../api/test/outbox';
import { pdfText } from '../api/test/pdf-text';
import { expectAccessible, startE2E, type E2E } from './harness';
import { seedRoom } from './rooms-seed';
import { signIn, signInNewUser } from './steps';

// The project's testTimeout is not applied to every runner invocation; browser flows need longer.
jest.setTimeout(120_000);

let e: E2E;
const outbox = tempOutbox();
beforeAll(async () => {
  e = await startE2E({ env: { OUTBOX_DIR: outbox } });
  const { agent: admin } = await e.t.signedIn({ isAdmin: true, fullName: 'Ada Admin' });
  await seedRoom(e.t, admin, { name: 'Harbour Room', capacity: 6, amenities: ['Projector'], pricePerMonth: '1500.00', deposit: '500.00', minimumBookingMonths: 3 });
});
afterAll(() => e?.close());

/** A German long date, e.g. 'Samstag, 28. November 2026'. */
const GERMAN_LONG_DATE = /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/;

/** Dashboard, calendar (day view's date) and the booking dialog (texts, money, the date picker and a validation message) read German. */
async function expectGerman(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Übersicht' }).click();
  await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
  await page.getByRole('heading', { name: 'Anstehende Veranstaltungen' }).waitFor();
  await page.getByRole('heading', { name: 'Neueste Mitteilungen' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  expect(await page.title()).toBe('Übersicht · D.Office');

  await nav.getByRole('link', { name: 'Kalender' }).click();
  await page.getByRole('heading', { level: 1, name: 'Kalender' }).waitFor();
  await page.getByRole('button', { name: 'Heute' }).waitFor();
  await page.getByText('So.', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Tag', exact: true }).click();
  const dayHeading = page.getByRole('heading', { level: 2 }).filter({ hasText: /, \d{1,2}\. / });
  expect((await dayHeading.first().textContent())?.trim()).toMatch(GERMAN_LONG_DATE);

  await nav.getByRole('link', { name: 'Besprechungsräume' }).click();
  const harbour = page.getByRole('article', { name: 'Harbour Room' });
  await harbour.getByText('Plätze: 6 Personen', { exact: true }).waitFor();
  await harbour.getByText('1.500 $/Monat', { exact: true }).waitFor();
  await harbour.getByRole('button', { name: 'Harbour Room buchen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Harbour Room buchen' });
  await dialog.getByText('Stellen Sie eine monatliche Buchungsanfrage; ein Admin prüft sie').waitFor();
  await dialog.getByRole('group', { name: 'Beginn' }).waitFor();
  await dialog.getByRole('spinbutton', { name: /Dauer \(Monate\)/ }).waitFor();
  const summary = dialog.getByRole('group', { name: 'Preisübersicht' });
  await summary.getByText('1.500 $ × 3 Monate').waitFor();
  await summary.getByText('5.000 $').waitFor();
  // MUI's own texts: the date picker's button (its German locale object loads with the catalogs).
  await dialog.getByRole('button', { name: /^Datum auswählen/ }).waitFor();
  // The done-when's "booking dialog's validation messages": the shared schema's English, shown in German.
  await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
  await dialog.getByText('Bitte wählen Sie ein Startdatum', { exact: true }).waitFor();
  expect(await dialog.getByText('Please select a start date').count()).toBe(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
}

it('a member switches to German in the profile: dashboard, calendar and the booking dialog read German, and a reload keeps it', async () => {
  const { page, context } = await e.newPage();
  const user = await signInNewUser(e.t, page, { fullName: 'Greta Sprache' });
  await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  const sent: (string | null)[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) sent.push(r.headers()['accept-language'] ?? null);
  });
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Deutsch' }).check();
  await page.getByRole('heading', { name: 'Mein Profil' }).waitFor();
  expect((await e.t.ds.query(`SELECT language FROM users WHERE id = $1`, [user.id]))[0].language).toBe('de');
  await expectGerman(page);
  // Requests after the switch ask the server for German.
  expect(sent.at(-1)).toBe('de');

  // A reload starts in German: the page's session answer carries the profile's language.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Besprechungsräume' }).waitFor();
  await expectGerman(page);
  await context.close();

  // Signing in on another browser starts in German too.
  const other = await e.newPage();
  await signIn(other.page, user.email);
  await other.page.getByRole('heading', { name: 'Anstehende Veranstaltungen' }).waitFor();
  await other.context.close();
});

it('a browser set to German, with no choice in the profile, gets German: the sign-in page (texts and validation) first', async () => {
  const context = await e.browser.newContext({ baseURL: e.baseUrl, locale: 'de-DE', viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  context.setDefaultTimeout(15000);
  const page = await context.newPage();
  const user = await e.t.createUser({ fullName: 'Bruno Browser' });
  await page.goto('/auth');
  await page.getByRole('heading', { level: 1, name: 'Willkommen bei D.Office' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  await page.getByRole('tab', { name: 'Registrieren' }).waitFor();
  await page.getByRole('button', { name: 'Mit einem Passkey anmelden' }).waitFor();
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await form.getByText('Bitte geben Sie einen Benutzernamen ein', { exact: true }).waitFor();
  await expectAccessible(page);
  await form.getByLabel('E-Mail oder Benutzername').fill(user.email);
  await form.getByLabel('Passwort').fill('secret123');
  await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL('**/dashboard');
  expect((await e.t.ds.query(`SELECT language FROM users WHERE id = $1`, [user.id]))[0].language).toBeNull();
  await expectGerman(page);
  await context.close();
});

it('an admin who chose German: Manage Users and its sign-in security card read German', async () => {
  const { page, context } = await e.newPage();
  await signInNewUser(e.t, page, { isAdmin: true, fullName: 'Adele Verwaltung' });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Deutsch' }).check();
  await page.getByRole('heading', { name: 'Mein Profil' }).waitFor();
  // The profile's cards converted last: two-factor and the calendar subscription.
  await page.getByRole('heading', { name: 'Zwei-Faktor-Authentifizierung' }).waitFor();
  await page.getByRole('heading', { name: 'In Ihrem Kalender abonnieren' }).waitFor();

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Benutzer verwalten' }).click();
  await page.getByRole('heading', { level: 1, name: 'Benutzer verwalten' }).waitFor();
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).waitFor();
  await page.getByRole('heading', { name: 'Anmeldesicherheit' }).waitFor();
  await page.getByLabel('Zwei-Faktor-Authentifizierung für Admins verlangen').waitFor();
  await page.getByRole('button', { name: 'Adele Verwaltung bearbeiten' }).waitFor();
  await expectAccessible(page);
  await context.close();
});

it("after the switch in the profile, the member's next email and the invoice PDF on Meeting Rooms are German", async () => {
  const { page, context } = await e.newPage();
  const member = await signInNewUser(e.t, page, { fullName: 'Jonas Rechnung' });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Deutsch' }).check();
  await page.getByRole('heading', { name: 'Mein Profil' }).waitFor();

  const { agent: admin } = await e.t.signedIn({ isAdmin: true });
  const room = await createRoom(e.t, { name: 'Seeblick', pricePerMonth: '800.00', deposit: '200.00' });
  const booking = await createBooking(e.t, { roomId: room, memberId: member.id, startDate: '2031-03-01', durationMonths: 3 });
  expect((await admin.post(`/api/room-bookings/${booking}/accept`)).status).toBe(200);
  expect((await admin.post(`/api/room-bookings/${booking}/request-deposit`)).status).toBe(200);
  // What the notification jobs do each sweep: find what is due, deliver it (e2e/push.e2e.ts runs the jobs themselves).
  const due = (await e.t.services.notifications.due()).filter((k) => k.kind === 'deposit_requested' && k.recipientId === member.id && k.channel === 'email');
  expect(due).toHaveLength(1);
  for (const key of due) await e.t.services.notifications.deliver(key);
  const [mail] = mailsTo(outbox, member.email);
  expect(mail.subject).toBe('Kaution angefordert: Seeblick');
  expect(mail.text).toContain('die Kaution für Ihre Buchung von Seeblick ab 1. März 2031 wurde angefordert.');

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Besprechungsräume' }).click();
  const link = page.getByRole('link', { name: /^Rechnung INV-\d{4}-\d+ herunterladen \(PDF\)$/ });
  const res = await context.request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  const text = pdfText(await res.body());
  expect(text).toEqual(expect.arrayContaining(['Rechnungsempfänger', 'Seeblick', '1. März 2031 – 31. Mai 2031', '2.400,00\u00a0$']));
  expect(text).not.toContain('Billed to');
  await context.close();
});
