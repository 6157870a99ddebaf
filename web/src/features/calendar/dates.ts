import dayjs, { type Dayjs } from 'dayjs';
import { formatLongDate } from '../../lib/format';
import { i18n } from '../../i18n/i18n';
import './t';

/** The three calendar views. dayjs's default locale starts weeks on Sunday, as spec §9 asks. */
export type CalendarView = 'month' | 'week' | 'day';

const DAY = 'YYYY-MM-DD';
const day = (d: string | Dayjs) => dayjs(d).format(DAY);

/** First and last visible day (yyyy-MM-dd, inclusive): whole weeks around a month, one week, or one day. */
export function visibleRange(view: CalendarView, anchor: string): { from: string; to: string } {
  const a = dayjs(anchor);
  if (view === 'month') return { from: day(a.startOf('month').startOf('week')), to: day(a.endOf('month').endOf('week')) };
  if (view === 'week') return { from: day(a.startOf('week')), to: day(a.endOf('week')) };
  return { from: day(a), to: day(a) };
}

/** The anchor one month, week or day earlier (-1) or later (+1). */
export const stepAnchor = (view: CalendarView, anchor: string, direction: 1 | -1) => day(dayjs(anchor).add(direction, view));

/** Every day from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = dayjs(from); !d.isAfter(dayjs(to), 'day'); d = d.add(1, 'day')) out.push(day(d));
  return out;
}

/**
 * 'November 2026', 'Nov 15 - Nov 21, 2026' or 'Saturday, November 21, 2026'.
 * A week across New Year names both years ('Dec 27, 2026 - Jan 2, 2027') so neither day is ambiguous.
 */
export function headerLabel(view: CalendarView, anchor: string): string {
  const a = dayjs(anchor);
  if (view === 'month') return a.format('MMMM YYYY');
  if (view === 'day') return formatLongDate(a.toDate());
  const start = a.startOf('week');
  const end = a.endOf('week');
  // The formats are the language's (calendar.json): 'Nov 15 - Nov 21, 2026', '15. Nov. - 21. Nov. 2026'.
  const endFormat = i18n.t('calendar:weekEndFormat');
  const startFormat = start.year() === end.year() ? i18n.t('calendar:weekStartFormat') : endFormat;
  return `${start.format(startFormat)} - ${end.format(endFormat)}`;
}

/** The grid's weekday headers, Sunday first, in the active language ('Sun'…'Sat', 'So.'…'Sa.'). */
export const weekdays = () => Array.from({ length: 7 }, (_, i) => dayjs().day(i).format('ddd'));
