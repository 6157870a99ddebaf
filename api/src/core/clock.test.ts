import { createTestContext, type TestContext } from '../../test/harness';
import { dayIn } from '../../../rules/today';
import { officeClock, storeOfficeTimeZone } from './clock';
import { loadConfig } from './config';
import { StartupError } from './errors';

/**
 * "Today" has one definition for Node (rules/today.ts through the clock) and PostgreSQL (office_today()): fed the same
 * zones, they name the same day, whatever zone the database itself runs in.
 */
let t: TestContext;
// The database's own zone is as far ahead as zones go, so its current_date is never the office's day below.
beforeAll(async () => (t = await createTestContext({ dbTimeZone: 'Pacific/Kiritimati' })));
afterAll(() => t.close());

const sqlToday = async () => (await t.ds.query(`SELECT to_char(office_today(), 'YYYY-MM-DD') AS d`))[0].d as string;

describe('the office day, in Node and in SQL', () => {
  it.each(['Pacific/Pago_Pago', 'UTC', 'Europe/Zurich', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati'])('%s', async (zone) => {
    await storeOfficeTimeZone(t.ds, zone);
    const before = officeClock(zone).today();
    const sql = await sqlToday();
    // A midnight between the two reads would be the only way for them to differ; then it is the later one.
    expect([before, officeClock(zone).today()]).toContain(sql);
  });

  it('does not follow the database session’s zone', async () => {
    await storeOfficeTimeZone(t.ds, 'Pacific/Pago_Pago');
    const [{ own }] = await t.ds.query(`SELECT to_char(current_date, 'YYYY-MM-DD') AS own`);
    expect(own).toBe(dayIn('Pacific/Kiritimati'));
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: never the same day.
    expect(await sqlToday()).not.toBe(own);
  });

  it('refuses a zone at start, in the config and in PostgreSQL', async () => {
    expect(() => loadConfig({ OFFICE_TIME_ZONE: 'Europe/Zurch' })).toThrow(StartupError);
    expect(loadConfig({ OFFICE_TIME_ZONE: ' Europe/Zurich ' }).officeTimeZone).toBe('Europe/Zurich');
    await expect(storeOfficeTimeZone(t.ds, 'Mars/Olympus_Mons')).rejects.toThrow('not a time zone PostgreSQL knows');
  });
});

describe('officeClock', () => {
  it('keeps the wall clock within a minute and moves on at the next one', () => {
    let now = new Date(Date.UTC(2026, 11, 31, 22, 59, 30));
    const clock = officeClock('Europe/Zurich', () => now);
    expect([clock.today(), clock.minute()]).toEqual(['2026-12-31', '23:59']);
    now = new Date(Date.UTC(2026, 11, 31, 23, 0, 0));
    expect([clock.today(), clock.minute()]).toEqual(['2027-01-01', '00:00']);
    // A clock set back (tests, NTP) is read again, not served from the kept minute.
    now = new Date(Date.UTC(2026, 11, 31, 12, 0, 0));
    expect(clock.minute()).toBe('13:00');
  });
});
