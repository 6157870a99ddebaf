/**
 * "Today": the calendar day (yyyy-MM-dd) in one time zone. Every "today or later" rule compares against it: booking
 * start dates, which events members see, which events take RSVPs and promote their waiting lists, new events' dates.
 *
 * The server's today is `dayIn(OFFICE_TIME_ZONE)` (api/src/core/clock.ts; the setting is in the README). Its SQL twin is
 * `office_today()` (migration OfficeTimeZone), which reads the same zone from the one-row `office_settings` table that
 * the server writes at start; the waiting-list promotion (a trigger, where Node cannot pass the day) uses it. Reads that
 * Node issues pass Node's day as a parameter instead. `rules/today.test.ts` and api/src/core/clock.test.ts hold the
 * two together.
 *
 * The browser (and the demo backend, which runs there) uses its own zone (`localDay`): the screens only use the day to
 * hint (dates before today disabled, a past event's badge); the server's answer is what counts.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day in the local time zone of whoever runs this (the browser, the demo backend). */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The minute of the day as HH:mm, in the same local time zone: with localDay, "now" for rules about times of day. */
export function localMinute(now: Date = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it). */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` as 'yyyy-MM-dd HH:mm:ss' (the form PostgreSQL reads as a `timestamp`). */
export function wallClockIn(timeZone: string, now: Date = new Date()): string {
  const p: Record<string, string> = {};
  for (const part of formatIn(timeZone).formatToParts(now)) p[part.type] = part.value;
  return `${p.year!.padStart(4, '0')}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The calendar day in `timeZone` (an IANA name such as 'Europe/Zurich'). */
export const dayIn = (timeZone: string, now: Date = new Date()): string => wallClockIn(timeZone, now).slice(0, 10);

/** The minute of the day as HH:mm in `timeZone`. */
export const minuteIn = (timeZone: string, now: Date = new Date()): string => wallClockIn(timeZone, now).slice(11, 16);

/** True when this runtime knows `name` as a time zone. */
export function isTimeZone(name: string): boolean {
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

/** The runtime's own time zone (the TZ variable, else the system's), or UTC when it cannot tell. */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
