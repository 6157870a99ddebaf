import dayjs from 'dayjs';
import type { Agent } from '../api/test/harness';
import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { gqlAs, pickDayNextMonth, signIn } from './steps';

// Browser flows need longer than the default timeout.
jest.setTimeout(180_000);

let e: E2E;
let adminEmail: string;
beforeAll(async () => {
  e = await startE2E();
  adminEmail = (await e.t.createUser({ isAdmin: true, fullName: 'Ada Admin' })).email;
});
afterAll(() => e?.close());

async function request(member: Agent, roomId: string, purpose: string): Promise<string> {
  const startDate = dayjs().add(1, 'month').startOf('month').format('YYYY-MM-DD');
  const data = await gqlAs<{ requestRoomBooking: { id: string } }>(
    e.t,
    member,
    `mutation E2ERequest($input: RoomBookingRequestInput!) { requestRoomBooking(input: $input) { id } }`,
    { input: { roomId, startDate, durationMonths: 2, purpose } },
  );
  return String(data.requestRoomBooking.id);
}

/** The member's own view: the booking's label under My Booking Requests on /meeting-rooms. */
async function memberSees(email: string, label: string) {
  const { page, context } = await e.newPage();
  await signIn(page, email);
  await page.goto('/meeting-rooms');
  const mine = page.getByRole('region', { name: 'My Booking Requests' });
  await mine.getByText(label, { exact: true }).waitFor();
  await snap(page, `admin-member-sees-${label.toLowerCase().replace(/\W+/g, '-')}`);
  await context.close();
}

it('admin creates a room, accepts a request and walks the four payment steps; the member sees Payment Complete', async () => {
  const { page, context } = await e.newPage();
  await signIn(page, adminEmail);
  await page.getByRole('navigation').getByRole('link', { name: 'Manage Rooms' }).first().click();
  await page.waitForURL('**/admin/manage-rooms');
  await page.getByText('No rooms found').waitFor();

  await page.getByRole('button', { name: 'Add Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Room' });
  await dialog.getByLabel('Name').fill('Harbour Room');
  await dialog.getByLabel('Capacity').fill('8');
  await dialog.getByLabel('Location').fill('Level 3');
  await dialog.getByLabel('Monthly price ($)').fill('1500');
  await dialog.getByLabel('Deposit ($)').fill('500');
  await dialog.getByLabel('Amenities').fill('Projector, , Whiteboard ,');
  await expectSettledAccessible(page);
  await snap(page, 'admin-rooms-dialog-desktop');
  await dialog.getByRole('button', { name: 'Create Room' }).click();
  await page.getByText('Room created successfully').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.getByRole('row', { name: /Harbour Room/ });
  await row.getByText('Whiteboard', { exact: true }).waitFor();
  await row.getByText('Active', { exact: true }).waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'admin-rooms-desktop');
  const [room] = await e.t.ds.query(`SELECT id, amenities, price_per_month::text AS price, minimum_booking_months AS min FROM meeting_rooms`);
  expect(room).toMatchObject({ amenities: ['Projector', 'Whiteboard'], price: '1500.00', min: 1 });

  // A member asks for it through the API.
  const { user: member, agent } = await e.t.signedIn({ fullName: 'Mia Member' });
  await request(agent, String(room.id), 'Team planning');

  await page.goto('/admin/booking-requests');
  await page.getByText('1 pending', { exact: true }).waitFor();
  const card = page.getByRole('listitem', { name: 'Harbour Room requested by Mia Member' });
  await card.getByText('$1,500/month · Deposit $500').waitFor();
  await card.getByText(member.email).waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'admin-bookings-pending-desktop');

  await card.getByRole('button', { name: 'Accept' }).click();
  await page.getByText('Request accepted').waitFor();
  await page.getByText('0 pending', { exact: true }).waitFor();
  // Later steps are locked until the earlier ones are done.
  expect(await card.getByRole('checkbox', { name: 'Payment received' }).isDisabled()).toBe(true);
  // A step shows at once (optimistic); the server's answer is waited for, so the database and the member's view
  // below see it, and closing the page cannot cut the request off.
  const stepSaved = () =>
    page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'AdminSetBookingStep',
    );
  for (const step of ['Deposit requested', 'Deposit received', 'Payment requested', 'Payment received']) {
    await Promise.all([stepSaved(), card.getByRole('checkbox', { name: step }).click()]);
    await card.getByRole('button', { name: new RegExp(`^${step} on`) }).waitFor();
  }
  await card.getByText('Payment Complete', { exact: true }).waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'admin-bookings-paid-desktop');
  const [b] = await e.t.ds.query(`SELECT status, full_payment_received_at IS NOT NULL AS paid FROM room_bookings`);
  expect(b).toEqual({ status: 'accepted', paid: true });

  // Clicking a done step's badge clears it; ticking it again restores it.
  await Promise.all([stepSaved(), card.getByRole('button', { name: /^Payment received on/ }).click()]);
  await card.getByRole('checkbox', { name: 'Payment received' }).waitFor();
  await Promise.all([stepSaved(), card.getByRole('checkbox', { name: 'Payment received' }).click()]);
  await card.getByText('Payment Complete', { exact: true }).waitFor();
  await context.close();

  await memberSees(member.email, 'Payment Complete');
});

it('admin rejects with a reason; the member sees Rejected', async () => {
  const { agent: adminAgent } = await e.t.signedIn({ isAdmin: true });
  const created = await gqlAs<{ createMeetingRoom: { id: string } }>(
    e.t,
    adminAgent,
    `mutation E2ERoom { createMeetingRoom(input: { name: "Quiet Pod", capacity: 1 }) { id } }`,
  );
  const { user: member, agent } = await e.t.signedIn({ fullName: 'Rita Rejected' });
  await request(agent, String(created.createMeetingRoom.id), 'Calls');

  const { page, context } = await e.newPage();
  await signIn(page, adminEmail);
  await page.goto('/admin/booking-requests');
  const card = page.getByRole('listitem', { name: 'Quiet Pod requested by Rita Rejected' });
  await card.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Booking Request' });
  expect(await dialog.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);
  await dialog.getByLabel('Reason').fill('The pod is being refurbished');
  await expectSettledAccessible(page);
  await snap(page, 'admin-bookings-reject-dialog-desktop');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await page.getByText('Request rejected').waitFor();
  await card.getByText('The pod is being refurbished').waitFor();
  await card.getByText('Rejected', { exact: true }).waitFor();
  expect(await card.getByRole('list', { name: 'Payment checklist' }).count()).toBe(0);
  await context.close();

  await memberSees(member.email, 'Rejected');
});

it('admin creates an event with a maximum; a member sees it on the dashboard', async () => {
  const { page, context } = await e.newPage();
  await signIn(page, adminEmail);
  await page.goto('/admin/manage-events');
  await page.getByText('No events found').waitFor();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await dialog.getByText('Title is required').waitFor();
  await dialog.getByText('Date is required').waitFor();
  await dialog.getByLabel('Title').fill('Founders Breakfast');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Social' }).click();
  const date = await pickDayNextMonth(page, dialog, 15);
  expect(await dialog.getByRole('group', { name: 'Date' }).or(dialog.getByLabel('Date')).first().textContent()).toContain(date.format('MMM D, YYYY'));
  await dialog.getByLabel('Start time').fill('08:30');
  await dialog.getByLabel('End time (optional)').fill('10:00');
  await dialog.getByRole('textbox', { name: 'Location', exact: true }).fill('Rooftop');
  await dialog.getByLabel('Max attendees').fill('25');
  await expectSettledAccessible(page);
  await snap(page, 'admin-events-dialog-desktop');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await page.getByText('Event created successfully').waitFor();
  const row = page.getByRole('row', { name: /Founders Breakfast/ });
  await row.getByText(date.format('MMM DD, YYYY')).waitFor();
  await row.getByText('8:30 AM - 10:00 AM').waitFor();
  await row.getByText('0 / 25').waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'admin-events-desktop');
  await context.close();

  const m = await e.newPage();
  const member = await e.t.createUser({ fullName: 'Dana Dashboard' });
  await signIn(m.page, member.email);
  const item = m.page.getByRole('region', { name: 'Upcoming Events' }).getByText('Founders Breakfast');
  await item.waitFor();
  await m.page.getByText('0 people attending (Max: 25)').waitFor();
  await snap(m.page, 'admin-event-on-member-dashboard');
  await m.context.close();
});

it('Booking Requests on a 390 px phone: a long status label leaves the room name and the price line whole', async () => {
  const { agent: admin } = await e.t.signedIn({ isAdmin: true });
  const room = await gqlAs<{ createMeetingRoom: { id: string } }>(
    e.t,
    admin,
    `mutation E2ENarrowRoom { createMeetingRoom(input: { name: "Boardroom East", capacity: 10, pricePerMonth: "12500.00", deposit: "2500.00" }) { id } }`,
  );
  const { agent: member } = await e.t.signedIn({ fullName: 'Nora Narrow' });
  const id = await request(member, String(room.createMeetingRoom.id), 'Narrow screen check');
  await gqlAs(e.t, admin, `mutation E2EAccept($id: ID!) { acceptRoomBooking(id: $id) { id } }`, { id });
  for (const step of ['DEPOSIT_REQUESTED', 'DEPOSIT_RECEIVED']) {
    await gqlAs(e.t, admin, `mutation E2EStep($id: ID!, $step: PaymentStep!) { setRoomBookingStep(id: $id, step: $step, done: true) { id } }`, { id, step });
  }

  const { page, context } = await e.newPage({ mobile: true });
  await signIn(page, adminEmail);
  await page.goto('/admin/booking-requests');
  const card = page.getByRole('listitem', { name: 'Boardroom East requested by Nora Narrow' });
  await card.getByText('Deposit Received - Awaiting Full Payment').waitFor();
  const name = card.getByRole('heading', { name: 'Boardroom East' });
  // The whole name shows on one line, not squeezed beside the label.
  const shape = await name.evaluate((el) => ({
    cut: el.scrollWidth > el.clientWidth,
    width: el.getBoundingClientRect().width,
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(shape.cut).toBe(false);
  expect(shape.width).toBeGreaterThan(180);
  expect(shape.height).toBeLessThan(shape.lineHeight * 1.5);
  // Each price stays on one line.
  const prices = await card
    .getByTestId('booking-price')
    .locator('span')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height < parseFloat(getComputedStyle(el).lineHeight) * 1.5));
  expect(prices).toEqual([true, true]);
  await expectSettledAccessible(page);
  await snap(page, 'admin-bookings-long-label-mobile');
  await context.close();
});
