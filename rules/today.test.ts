import { localDay, localMinute } from './today';

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
