import { formatMinor } from '../../../../rules/money';
import type { DigestFacts, OverdueFacts } from '../../../../rules/reminders';
import { formatDay, intlLocale, t, type Language } from '../../core/i18n';

/*
 * The admins' weekly digest in the admin's language (issue 37 item 4): the facts are decided in rules/reminders.ts,
 * the words come from the emails catalog (`emails:digest.*`), days and money as the language writes them.
 */

/** What an owed item is about in `lang`: its room, or its plan and period with the days as the language writes them. */
export function owedAbout(o: Pick<OverdueFacts, 'about' | 'dues'>, lang: Language): string {
  if (!o.dues) return o.about;
  const day = (d: string) => formatDay(lang, d, 'short');
  return t(lang)('emails:digest.duesAbout', { plan: o.dues.planName, from: day(o.dues.periodStart), to: day(o.dues.periodEnd) });
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The digest's totals line by line (also its email's first lines). */
export function digestTotals(f: DigestFacts, currency: string, lang: Language = 'en'): string[] {
  const tr = t(lang);
  const money = (minor: number) => formatMinor(minor, currency, { locale: intlLocale(lang) });
  return [
    tr('emails:digest.totals.overdue', { count: f.overdue.length, amount: money(sum(f.overdue.map((o) => o.amountMinor))) }),
    tr('emails:digest.totals.ending', { count: f.endingSoon.length }),
    tr('emails:digest.totals.lapsed', { count: f.lapsed.length, amount: money(sum(f.lapsed.map((l) => l.owedMinor))) }),
  ];
}

/**
 * The digest's text: the totals, then each section (oldest first), or a line saying there is nothing of that kind. A
 * week with nothing to report still sends it: admins then know the reminders ran (docs/decisions.md).
 */
export function digestText(f: DigestFacts, currency: string, lang: Language = 'en'): string {
  const tr = t(lang);
  const money = (minor: number) => formatMinor(minor, currency, { locale: intlLocale(lang) });
  const day = (d: string) => formatDay(lang, d, 'short');
  const section = (title: string, lines: string[], none: string) => [tr(title), ...(lines.length ? lines.map((l) => `- ${l}`) : [tr(none)])].join('\n');
  return [
    digestTotals(f, currency, lang).join('\n'),
    section(
      'emails:digest.overdue',
      f.overdue.map((o) =>
        tr('emails:digest.overdueLine', {
          member: o.memberName,
          what: tr(`emails:digest.what.${o.what}`, { about: owedAbout(o, lang) }),
          amount: money(o.amountMinor),
          day: day(o.since),
        }),
      ),
      'emails:digest.noneOverdue',
    ),
    section(
      'emails:digest.endingSoon',
      f.endingSoon.map((e) => tr('emails:digest.endingLine', { member: e.memberName, room: e.roomName, day: day(e.lastDay) })),
      'emails:digest.noneEnding',
    ),
    section(
      'emails:digest.lapsed',
      f.lapsed.map((l) => tr('emails:digest.lapsedLine', { member: l.memberName, amount: money(l.owedMinor), day: day(l.owedSince) })),
      'emails:digest.noneLapsed',
    ),
  ].join('\n\n');
}
