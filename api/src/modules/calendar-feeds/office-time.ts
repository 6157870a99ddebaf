const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `instant` (ms), written as if it were a UTC time, to subtract from. */
function wallClock(instant: number, zone: string): number {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(zone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
}

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock time (yyyy-MM-dd and HH:mm) names in `zone`, without a library: Intl gives the zone's
 * offset on each side of the day (a zone changes its offset at most once within a day). A time that happens twice
 * (the hour clocks go back) is its first occurrence; one that never happens (the hour clocks skip) is moved on by
 * the skipped length, 02:30 becoming 03:30, as calendar apps and Temporal ("compatible") do.
 */
export function instantIn(zone: string, day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const offsetBefore = wallClock(wall - DAY_MS, zone) - (wall - DAY_MS);
  const offsetAfter = wallClock(wall + DAY_MS, zone) - (wall + DAY_MS);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter((t) => wallClock(t, zone) === wall);
  return new Date(candidates.length ? Math.min(...candidates) : wall - offsetBefore);
}
