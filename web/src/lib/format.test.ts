import dayjs from 'dayjs';
import { formatAdminDate, formatDate, formatDateTime, formatHeaderDate, formatLongDate, formatMoney, setOfficeCurrency, toDate } from './format';

/** The formats were dayjs's before they were written out: the same answers for the same inputs. */
const DAYJS: [typeof formatDate, string][] = [
  [formatDate, 'MMM D, YYYY'],
  [formatLongDate, 'dddd, MMMM D, YYYY'],
  [formatAdminDate, 'MMM DD, YYYY'],
  [formatDateTime, 'MMM D, YYYY [at] h:mm A'],
  [formatHeaderDate, 'MMMM D, YYYY'],
];

const inputs: (string | Date)[] = [
  '2026-01-01',
  '2026-02-28',
  '2024-02-29',
  '2026-12-31',
  '2026-07-04T00:00',
  '2026-07-04T12:00',
  '2026-07-04T12:59:59',
  '2026-07-04T23:05:00.250',
  '2026-03-09T09:07:00.000Z',
  '2026-11-23T01:42:04.123+02:00',
  new Date(2026, 5, 15, 0, 30),
  new Date(2026, 5, 15, 13, 5),
  new Date(Date.UTC(2025, 9, 26, 1, 30)),
];
// Every day of a leap year, at noon and at midnight.
for (let d = new Date(2028, 0, 1); d.getFullYear() === 2028; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
  inputs.push(`2028-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`, new Date(d.getTime() + 12 * 3600_000));
}

it.each(DAYJS)('%p writes what dayjs wrote with %s', (format, pattern) => {
  for (const input of inputs) expect([input, format(input)]).toEqual([input, dayjs(input).format(pattern)]);
});

it('reads days as local dates, as dayjs does', () => {
  for (const input of ['2026-07-04', '2026-7-4', '2026-07-04T08:30', '2026-07-04T08:30:15', '2026-07-04T08:30:15.500', '2026-07-04T10:00:00Z']) {
    expect([input, toDate(input).getTime()]).toEqual([input, dayjs(input).valueOf()]);
  }
});

it('says so for a date it cannot read', () => {
  expect(formatDate('not a date')).toBe(dayjs('not a date').format('MMM D, YYYY'));
  expect(formatDateTime('')).toBe('Invalid Date');
});

it("writes money in the office's currency: USD until it is known, as before", () => {
  expect([formatMoney('1500.00'), formatMoney('1500.5'), formatMoney(null), formatMoney('', 'Not set')]).toEqual(['$1,500', '$1,500.50', 'Pricing not set', 'Not set']);
  setOfficeCurrency('EUR');
  try {
    expect([formatMoney('1500.00'), formatMoney('0.99')]).toEqual(['€1,500', '€0.99']);
  } finally {
    setOfficeCurrency('USD');
  }
});
