import {
  digestText,
  digestTotals,
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

describe('the digest', () => {
  const facts = {
    overdue: [
      { what: 'deposit' as const, memberName: 'Ann', about: 'Boardroom', amountMinor: 20000, since: '2031-05-01' },
      { what: 'dues' as const, memberName: 'Bob', about: 'Standard, Apr 1, 2031 – Apr 30, 2031', amountMinor: 5050, since: '2031-04-01' },
    ],
    endingSoon: [{ memberName: 'Cy', roomName: 'Loft', lastDay: '2031-05-31' }],
    lapsed: [{ memberName: 'Bob', owedSince: '2031-04-01', owedMinor: 5050 }],
  };

  it('leads with the totals, then each section', () => {
    expect(digestTotals(facts, 'USD')).toEqual(['Overdue: 2 items, $250.50 in total', 'Ending soon: 1 booking', 'Lapsed: 1 member, owing $50.50']);
    expect(digestText(facts, 'USD')).toBe(
      [
        'Overdue: 2 items, $250.50 in total\nEnding soon: 1 booking\nLapsed: 1 member, owing $50.50',
        'Overdue\n- Ann: Deposit for Boardroom, $200, asked on May 1, 2031\n- Bob: Membership dues: Standard, Apr 1, 2031 – Apr 30, 2031, $50.50, asked on Apr 1, 2031',
        'Ending soon\n- Cy: Loft, last day May 31, 2031',
        'Lapsed members\n- Bob: owes $50.50 since Apr 1, 2031',
      ].join('\n\n'),
    );
  });

  it('says so when there is nothing to report (a quiet week still sends it)', () => {
    const text = digestText({ overdue: [], endingSoon: [], lapsed: [] }, 'EUR');
    expect(text).toContain('Overdue: 0 items, €0 in total');
    expect(text).toContain('Nothing is overdue.');
    expect(text).toContain('No booking ends in the next 30 days.');
    expect(text).toContain('No member has lapsed.');
  });

  it('names what is overdue in a line', () => {
    expect(overdueLine({ what: 'payment', about: 'Loft' })).toBe('Full payment for Loft');
    expect(overdueLine({ what: 'dues', about: 'Standard, Apr 1, 2031 – Apr 30, 2031' })).toBe('Membership dues: Standard, Apr 1, 2031 – Apr 30, 2031');
  });
});
