import { createTestContext, type TestContext } from '../../../test/harness';
import { digestWeek, isOverdue, reminderDaysProblem, reminderStepDue } from '../../../../rules/reminders';
import { digestWeekSql, overdueSql, reminderStepSql } from './owed.sql';

/** rules/reminders.ts beside its PostgreSQL twins (named in the rule's file), fed the same cases. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const CASES: [string, string, number[]][] = [
  ['2031-03-02', '2031-03-02', [3, 7, 14]],
  ['2031-03-02', '2031-03-04', [3, 7, 14]],
  ['2031-03-02', '2031-03-05', [3, 7, 14]],
  ['2031-03-02', '2031-03-09', [3, 7, 14]],
  ['2031-03-02', '2031-03-15', [3, 7, 14]],
  ['2031-03-02', '2031-03-16', [3, 7, 14]],
  ['2031-03-02', '2032-01-01', [3, 7, 14]],
  ['2031-02-27', '2031-03-02', [1, 2]],
  ['2031-12-30', '2032-01-01', [2]],
  ['2031-03-02', '2031-03-01', [1]],
];

it('reminderStepDue and isOverdue ↔ reminderStepSql and overdueSql', async () => {
  for (const [since, today, days] of CASES) {
    const [row] = await t.ds.query(
      `SELECT ${reminderStepSql('$1::date', '$2::date', '$3::int[]')} AS step, ${overdueSql('$1::date', '$2::date', '$3::int[]')} AS overdue`,
      [since, today, days],
    );
    expect({ since, today, days, ...row }).toEqual({ since, today, days, step: reminderStepDue(since, today, days), overdue: isOverdue(since, today, days) });
  }
});

it('digestWeek ↔ digestWeekSql', async () => {
  for (const day of ['2031-05-19', '2031-05-25', '2031-05-26', '2027-01-01', '2027-01-04', '2025-12-29', '2026-12-31', '2032-01-02']) {
    const [row] = await t.ds.query(`SELECT ${digestWeekSql('$1::date')} AS week`, [day]);
    expect({ day, week: row.week }).toEqual({ day, week: digestWeek(day) });
  }
});

it('reminderDaysProblem ↔ the CHECK office_settings_reminder_days', async () => {
  for (const days of [[3, 7, 14], [1], [1, 90], [], [0], [91], [7, 3], [3, 3], [1, 2, 3, 4], [-1, 2]]) {
    let refused: string | null = null;
    try {
      await t.ds.query(`UPDATE office_settings SET reminder_days = $1::int[]`, [days]);
    } catch (err) {
      refused = (err as { driverError?: { constraint?: string } }).driverError?.constraint ?? String(err);
    }
    expect({ days, refused }).toEqual({ days, refused: reminderDaysProblem(days) ? 'office_settings_reminder_days' : null });
  }
  // A NULL inside is refused too (the rule takes numbers only).
  await expect(t.ds.query(`UPDATE office_settings SET reminder_days = '{3,NULL}'`)).rejects.toMatchObject({ driverError: { constraint: 'office_settings_reminder_days' } });
  await t.ds.query(`UPDATE office_settings SET reminder_days = '{3,7,14}'`);
});

it("the migration's down() undoes it and up() applies it again", async () => {
  const { PaymentReminders1767300000000 } = await import('../../migrations/1767300000000-PaymentReminders');
  const scratch = await createTestContext();
  const q = scratch.ds.createQueryRunner();
  try {
    const admin = await scratch.createUser({ isAdmin: true });
    await q.query(`INSERT INTO notification_deliveries (recipient_id, channel, kind, subject_id, status) VALUES ($1, 'email', 'weekly_digest', 203121, 'sent')`, [admin.id]);
    const migration = new PaymentReminders1767300000000();
    await migration.down(q);
    const columns = await q.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'office_settings' AND column_name = 'reminder_days'`);
    expect(columns[0].n).toBe(0);
    expect(await q.query(`SELECT count(*)::int AS n FROM notification_deliveries WHERE kind = 'weekly_digest'`)).toEqual([{ n: 0 }]);
    await expect(q.query(`INSERT INTO notification_deliveries (recipient_id, channel, kind, subject_id) VALUES ($1, 'email', 'weekly_digest', 1)`, [admin.id])).rejects.toThrow(/kind_check/);
    await migration.up(q);
    expect(await q.query(`SELECT reminder_days FROM office_settings`)).toEqual([{ reminder_days: [3, 7, 14] }]);
    await q.query(`INSERT INTO notification_deliveries (recipient_id, channel, kind, subject_id) VALUES ($1, 'email', 'deposit_reminder_2', 1)`, [admin.id]);
  } finally {
    await q.release();
    await scratch.close();
  }
});
