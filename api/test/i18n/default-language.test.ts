import { createTestContext, type TestContext } from '../harness';
import { mailsTo, tempOutbox } from '../outbox';
import { createBooking, createRoom } from '../factories/bookings';
import { loadConfig } from '../../src/core/config';
import { StartupError } from '../../src/core/errors';
import { languageOf, requestLanguage } from '../../src/core/i18n';

/** DEFAULT_LANGUAGE: what the server writes in for members who chose no language; errors keep English by default. */

it('reads DEFAULT_LANGUAGE as en or de, English when unset, and refuses anything else at start', () => {
  expect(loadConfig({}).defaultLanguage).toBe('en');
  expect(loadConfig({ DEFAULT_LANGUAGE: ' DE ' }).defaultLanguage).toBe('de');
  expect(() => loadConfig({ DEFAULT_LANGUAGE: 'fr' })).toThrow(StartupError);
  expect(languageOf(null, 'de')).toBe('de');
  expect(languageOf('en', 'de')).toBe('en');
  expect(languageOf('xx', 'en')).toBe('en');
});

it("picks the request's language from Accept-Language's q-values, then the user's, then English", () => {
  expect(requestLanguage(undefined, undefined)).toBe('en');
  expect(requestLanguage('de-AT', null)).toBe('de');
  expect(requestLanguage('en;q=0.2, de;q=0.8', 'en')).toBe('de');
  expect(requestLanguage('de;q=0, en;q=0.1', 'de')).toBe('en');
  expect(requestLanguage('fr, *', 'de')).toBe('de');
  expect(requestLanguage('', 'xx')).toBe('en');
});

describe('an office whose DEFAULT_LANGUAGE is de', () => {
  let t: TestContext;
  const outbox = tempOutbox();
  beforeAll(async () => {
    t = await createTestContext({ env: { DEFAULT_LANGUAGE: 'de', OUTBOX_DIR: outbox } });
  });
  afterAll(() => t.close());

  it('writes German to a member who chose no language and English to one who chose English; errors stay English', async () => {
    const { agent: admin } = await t.signedIn({ isAdmin: true });
    const none = await t.createUser();
    const english = await t.createUser();
    await t.ds.query(`UPDATE users SET language = 'en' WHERE id = $1`, [english.id]);
    const room = await createRoom(t, { name: 'Atelier' });
    for (const [memberId, startDate] of [[none.id, '2031-03-01'], [english.id, '2031-04-01']] as const) {
      const booking = await createBooking(t, { roomId: room, memberId, startDate, durationMonths: 1 });
      expect((await admin.post(`/api/room-bookings/${booking}/accept`)).status).toBe(200);
      expect((await admin.post(`/api/room-bookings/${booking}/request-deposit`)).status).toBe(200);
      const due = (await t.services.notifications.due()).filter((k) => k.kind === 'deposit_requested' && k.subjectId === booking);
      for (const key of due) await t.services.notifications.deliver(key);
    }
    expect(mailsTo(outbox, none.email)[0].subject).toBe('Kaution angefordert: Atelier');
    expect(mailsTo(outbox, english.email)[0].subject).toBe('Deposit requested: Atelier');

    const refused = await admin.post('/api/room-bookings').send({ roomId: room, startDate: '2000-01-03', durationMonths: 1 });
    expect(refused.body.message).toBe('Start date must be today or later');
  });
});
