import { createBooking, createRoom } from '../api/test/factories/bookings';
import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signInNewUser } from './steps';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/** What the job queue does on each sweep. */
async function sweep() {
  for (const key of await e.t.services.notifications.due()) await e.t.services.notifications.deliver(key);
}

it("the bell counts a member's unread notifications, the inbox opens by keyboard, following one and 'Mark all as read' clear the badge", async () => {
  const { agent: admin } = await e.t.signedIn({ isAdmin: true });
  for (const mobile of [false, true]) {
    const { page, context } = await e.newPage({ mobile });
    const member = await signInNewUser(e.t, page, { fullName: mobile ? 'Bea Bell' : 'Ian Inbox' });
    const room = await createRoom(e.t, { name: `Bell Room ${mobile ? 'M' : 'D'}` });
    const booking = await createBooking(e.t, { roomId: room, memberId: member.id, startDate: mobile ? '2033-02-01' : '2033-01-01' });
    expect((await admin.post(`/api/room-bookings/${booking}/accept`)).status).toBe(200);
    expect((await admin.post(`/api/room-bookings/${booking}/request-deposit`)).status).toBe(200);
    await sweep();

    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
    await bell.waitFor();
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const list = panel.getByRole('list', { name: 'Your notifications' });
    await list.waitFor();
    const room_ = `Bell Room ${mobile ? 'M' : 'D'}`;
    await panel.getByRole('link', { name: `Unread: Booking accepted: ${room_}` }).waitFor();
    await expectSettledAccessible(page);
    await snap(page, `inbox-${mobile ? 390 : 1280}`);

    if (mobile) {
      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByTestId('inbox-badge').waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    } else {
      await panel.getByRole('link', { name: `Unread: Deposit requested: ${room_}` }).click();
      await page.waitForURL('**/meeting-rooms');
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    }
    await context.close();
  }
});
