/**
 * "Today" as yyyy-MM-dd in the local time zone of whoever runs this (the browser, the server, the
 * demo backend). Every "today or later" rule compares against it: booking start dates, which events
 * members see, which events take RSVPs, the calendar's today.
 */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The minute of the day as HH:mm, in the same local time zone: with localDay, "now" for rules about times of day. */
export function localMinute(now: Date = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
