import { createBooking, createRoom } from '../api/test/factories/bookings';
import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signIn, signInNewUser } from './steps';

jest.setTimeout(180_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/**
 * Issue 36, item 4 in Chromium: a deposit requested fifteen days ago and still unpaid reaches the member's inbox as its
 * last reminder, and the admin finds it on Payments → Overdue with the total, then changes the reminder days.
 */
it('an unpaid deposit is reminded to the member and listed as overdue for the admin', async () => {
  const admin = await e.t.createUser({ isAdmin: true, fullName: 'Otto Overdue' });
  const { agent } = await e.t.signedIn({ isAdmin: true });
  const m = await e.newPage();
  const member = await signInNewUser(e.t, m.page, { fullName: 'Rita Remind' });
  const room = await createRoom(e.t, { name: 'Reminder Room', pricePerMonth: '800.00', deposit: '300.00' });
  const booking = await createBooking(e.t, { roomId: room, memberId: member.id, startDate: '2033-03-01' });
  expect((await agent.post(`/api/room-bookings/${booking}/accept`)).status).toBe(200);
  expect((await agent.post(`/api/room-bookings/${booking}/request-deposit`)).status).toBe(200);
  await e.t.ds.query(`UPDATE room_bookings SET deposit_requested_at = now() - interval '15 days', reviewed_at = now() - interval '16 days' WHERE id = $1`, [booking]);
  for (const key of await e.t.services.notifications.due(new Date())) if (key.recipientId === member.id) await e.t.services.notifications.deliver(key);

  await m.page.goto('/dashboard');
  await m.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = m.page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('link', { name: 'Unread: Deposit reminder: Reminder Room' }).waitFor();

  const a = await e.newPage();
  await signIn(a.page, admin.email);
  await a.page.goto('/admin/payments');
  await a.page.getByRole('tab', { name: 'Overdue' }).click();
  const list = a.page.getByRole('list', { name: 'Overdue' });
  await list.getByRole('heading', { name: 'Deposit for Reminder Room · Rita Remind' }).waitFor();
  await a.page.getByText(/^\d+ items? overdue, \$[\d,.]+ in total$/).waitFor();
  await expectSettledAccessible(a.page);
  await snap(a.page, 'payments-overdue');

  // Reminded later, it is not overdue yet.
  const days = a.page.getByLabel('Remind after (days)');
  await days.fill('3, 7, 20');
  await a.page.getByRole('button', { name: 'Save' }).click();
  await a.page.getByText('Reminder days saved').waitFor();
  await list.getByRole('heading', { name: 'Deposit for Reminder Room · Rita Remind' }).waitFor({ state: 'detached' });
  expect((await agent.get('/api/reminder-settings')).body).toEqual({ reminderDays: [3, 7, 20] });
});
