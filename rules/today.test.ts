import { dayIn, isTimeZone, localDay, localMinute, minuteIn, runtimeTimeZone, wallClockIn } from './today';

describe('localDay', () => {
  it('is the local calendar day, zero-padded', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('localMinute', () => {
  it('is the local hour and minute, zero-padded', () => {
    expect(localMinute(new Date(2026, 0, 5, 9, 5, 59))).toBe('09:05');
    expect(localMinute(new Date(2026, 0, 5, 23, 59))).toBe('23:59');
  });
});

describe('the day in a time zone', () => {
  // 23:30 UTC on 31 December: already New Year in Zurich (UTC+1), still the 31st in New York (UTC-5).
  const at = new Date(Date.UTC(2026, 11, 31, 23, 30, 15));

  it('is the wall clock of that zone', () => {
    expect(wallClockIn('UTC', at)).toBe('2026-12-31 23:30:15');
    expect(wallClockIn('Europe/Zurich', at)).toBe('2027-01-01 00:30:15');
    expect(wallClockIn('America/New_York', at)).toBe('2026-12-31 18:30:15');
    expect(dayIn('Europe/Zurich', at)).toBe('2027-01-01');
    expect(dayIn('America/New_York', at)).toBe('2026-12-31');
    expect(minuteIn('Asia/Kolkata', at)).toBe('05:00');
  });

  it('follows summer time', () => {
    // 22:30 UTC on 1 July is 00:30 the next day in Zurich (UTC+2 in summer), 23:30 in winter's UTC+1 would be the same day.
    expect(dayIn('Europe/Zurich', new Date(Date.UTC(2026, 6, 1, 22, 30)))).toBe('2026-07-02');
    expect(dayIn('Europe/Zurich', new Date(Date.UTC(2026, 0, 1, 22, 30)))).toBe('2026-01-01');
  });

  it('is the local day in the runtime’s own zone', () => {
    const now = new Date();
    expect(dayIn(runtimeTimeZone(), now)).toBe(localDay(now));
    expect(minuteIn(runtimeTimeZone(), now)).toBe(localMinute(now));
  });

  it('knows real zones from typos', () => {
    expect(isTimeZone('Europe/Zurich')).toBe(true);
    expect(isTimeZone('Europe/Zurch')).toBe(false);
  });
});
