import { instantIn } from './office-time';

/** Expected instants worked out from the zones' published rules, not from the code under test. */
describe('instantIn: the instant a wall-clock time names in a zone', () => {
  it.each([
    ['UTC', '2031-07-03', '19:00', '2031-07-03T19:00:00.000Z'],
    ['America/New_York', '2031-07-03', '19:00', '2031-07-03T23:00:00.000Z'], // EDT, UTC-4
    ['America/New_York', '2031-01-15', '19:00', '2031-01-16T00:00:00.000Z'], // EST, UTC-5, the next UTC day
    ['Asia/Kolkata', '2031-07-03', '09:15', '2031-07-03T03:45:00.000Z'], // UTC+5:30
    ['Pacific/Auckland', '2031-07-03', '08:00', '2031-07-02T20:00:00.000Z'], // NZST, UTC+12, the previous UTC day
    ['Europe/Berlin', '2031-03-30', '01:59', '2031-03-30T00:59:00.000Z'], // just before clocks go forward (CET)
    ['Europe/Berlin', '2031-03-30', '03:00', '2031-03-30T01:00:00.000Z'], // just after (CEST)
  ])('%s %s %s is %s', (zone, day, time, iso) => {
    expect(instantIn(zone, day, time).toISOString()).toBe(iso);
  });

  it('moves a time the clocks skip on by the skipped hour, and takes the first of a time that happens twice', () => {
    // Berlin, 30 March 2031: 02:00 CET becomes 03:00 CEST; 02:30 does not exist and is read as 03:30 CEST.
    expect(instantIn('Europe/Berlin', '2031-03-30', '02:30').toISOString()).toBe('2031-03-30T01:30:00.000Z');
    // Berlin, 26 October 2031: 03:00 CEST becomes 02:00 CET; 02:30 happens twice, first at 00:30 UTC.
    expect(instantIn('Europe/Berlin', '2031-10-26', '02:30').toISOString()).toBe('2031-10-26T00:30:00.000Z');
  });
});
