import { LiveNotices1767800000000 } from '../../src/migrations/1767800000000-LiveNotices';
import { createTestContext, type TestContext } from '../harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const triggers = async () =>
  (await t.ds.query(`SELECT tgname FROM pg_trigger WHERE tgname LIKE '%\\_live' ORDER BY 1`)).map((r: { tgname: string }) => r.tgname);
const functions = async () =>
  (await t.ds.query(`SELECT proname FROM pg_proc WHERE proname LIKE 'live\\_%' ORDER BY 1`)).map((r: { proname: string }) => r.proname);

it('down() removes the live triggers and their functions, and up() brings them back', async () => {
  const all = ['event_rsvps_live', 'event_waitlist_live', 'events_live', 'notification_deliveries_live', 'room_bookings_live', 'sessions_live', 'users_live'];
  expect(await triggers()).toEqual(all);
  const migration = new LiveNotices1767800000000();
  const q = t.ds.createQueryRunner();
  try {
    await migration.down(q);
    expect([await triggers(), await functions()]).toEqual([[], []]);
    await migration.up(q);
    expect(await triggers()).toEqual(all);
    expect(await functions()).toEqual(['live_access_changed', 'live_booking_changed', 'live_inbox_delivered', 'live_notice', 'live_seats_changed']);
  } finally {
    await q.release();
  }
});
