import {
  digestWeek,
  isOverdue,
  overdueFrom,
  overdueLine,
  parseReminderKind,
  REMINDER_DAYS_PROBLEM,
  REMINDER_KINDS,
  reminderDaysProblem,
  reminderKind,
  reminderStepDue,
  weekLabel,
} from './reminders';

const DAYS = [3, 7, 14];

describe('reminderStepDue', () => {
  it('answers the latest reminder whose day has come, none before the first', () => {
    expect(reminderStepDue('2031-03-02', '2031-03-02', DAYS)).toBeNull();
    expect(reminderStepDue('2031-03-02', '2031-03-04', DAYS)).toBeNull();
    expect(reminderStepDue('2031-03-02', '2031-03-05', DAYS)).toBe(1);
    expect(reminderStepDue('2031-03-02', '2031-03-08', DAYS)).toBe(1);
    expect(reminderStepDue('2031-03-02', '2031-03-09', DAYS)).toBe(2);
    expect(reminderStepDue('2031-03-02', '2031-03-16', DAYS)).toBe(3);
    // A sweep that missed days sends the latest only; months later it is still the last one (sent once).
    expect(reminderStepDue('2031-03-02', '2031-07-01', DAYS)).toBe(3);
    expect(reminderStepDue('2031-02-27', '2031-03-02', DAYS)).toBe(1);
    expect(reminderStepDue('2031-03-02', '2031-03-03', [1])).toBe(1);
  });
});

describe('isOverdue', () => {
  it('holds from the last reminder’s day on', () => {
    expect(isOverdue('2031-03-02', '2031-03-15', DAYS)).toBe(false);
    expect(isOverdue('2031-03-02', '2031-03-16', DAYS)).toBe(true);
    expect(overdueFrom('2031-03-02', DAYS)).toBe('2031-03-16');
    expect(isOverdue('2031-03-02', '2031-03-04', [2])).toBe(true);
    expect(overdueFrom('2031-12-25', [2, 10])).toBe('2032-01-04');
  });
});

describe('reminderDaysProblem', () => {
  it('takes 1 to 3 increasing whole days from 1 to 90', () => {
    for (const ok of [[3, 7, 14], [1], [1, 90], [30, 60, 90]]) expect(reminderDaysProblem(ok)).toBeNull();
    for (const bad of [[], [0], [91], [7, 3], [3, 3], [1, 2, 3, 4], [2.5], ['3'], [null], [-1, 2]]) expect(reminderDaysProblem(bad)).toBe(REMINDER_DAYS_PROBLEM);
  });
});

describe('kinds', () => {
  it('names nine reminder kinds and reads them back', () => {
    expect(REMINDER_KINDS).toHaveLength(9);
    expect(reminderKind('dues', 2)).toBe('dues_reminder_2');
    expect(parseReminderKind('payment_reminder_3')).toEqual({ what: 'payment', step: 3 });
  });
});

describe('digestWeek', () => {
  it('is the ISO week as yyyyww, the Thursday deciding the year', () => {
    expect(digestWeek('2031-05-19')).toBe(203121);
    expect(digestWeek('2031-05-25')).toBe(203121);
    expect(digestWeek('2031-05-26')).toBe(203122);
    // 1 Jan 2027 is a Friday: still the last week of 2026 (53 weeks).
    expect(digestWeek('2027-01-01')).toBe(202653);
    expect(digestWeek('2027-01-04')).toBe(202701);
    // 29 Dec 2025 is a Monday whose Thursday is 1 Jan 2026.
    expect(digestWeek('2025-12-29')).toBe(202601);
    expect(weekLabel(202601)).toBe('2026-W01');
  });
});

describe('overdue items', () => {
  it('names what is overdue in a line', () => {
    expect(overdueLine({ what: 'payment', about: 'Loft' })).toBe('Full payment for Loft');
    expect(overdueLine({ what: 'dues', about: 'Standard, Apr 1, 2031 – Apr 30, 2031' })).toBe('Membership dues: Standard, Apr 1, 2031 – Apr 30, 2031');
  });
});
