import { chooseLanguage } from './languages';
import { formatCents, formatDate, formatDateTime, formatLongDate, formatTime } from '../lib/format';
import { showLanguage } from './language';
import { i18n } from './i18n';

describe('which language the app shows', () => {
  it("is the profile's choice, else the first browser language with a catalog, else English", () => {
    expect(chooseLanguage('de', ['en-US'])).toBe('de');
    expect(chooseLanguage('en', ['de-DE'])).toBe('en');
    expect(chooseLanguage(null, ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(chooseLanguage(undefined, ['fr', 'it'])).toBe('en');
    expect(chooseLanguage('xx', [])).toBe('en');
  });
});

describe('dates, times and money follow the language', () => {
  afterEach(() => showLanguage('en'));

  it("English keeps the spec's formats; German writes them as Germans do", async () => {
    expect([formatDate('2026-03-09'), formatLongDate('2026-03-09'), formatDateTime('2026-03-09T14:05'), formatTime('09:30'), formatCents(150050)]).toEqual([
      'Mar 9, 2026',
      'Monday, March 9, 2026',
      'Mar 9, 2026 at 2:05 PM',
      '9:30 AM',
      '$1,500.50',
    ]);
    await showLanguage('de');
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect([formatDate('2026-03-09'), formatLongDate('2026-03-09'), formatDateTime('2026-03-09T14:05'), formatTime('09:30'), formatCents(150050)]).toEqual([
      '9. März 2026',
      'Montag, 9. März 2026',
      '9. März 2026, 14:05',
      '09:30',
      '1.500,50\u00a0$',
    ]);
    const { default: dayjs } = await import('dayjs');
    expect(dayjs('2026-03-09').format('dddd, D. MMMM')).toBe('Montag, 9. März');
  });
});
