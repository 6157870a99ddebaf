import { expectAccessible, snap, startE2E, type E2E } from './harness';
import { seedRoom } from './rooms-seed';
import { pickDayNextMonth, signInNewUser } from './steps';

// The project's testTimeout is not applied to every runner invocation; browser flows need longer.
jest.setTimeout(120_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  const { agent: admin } = await e.t.signedIn({ isAdmin: true, fullName: 'Ada Admin' });
  await seedRoom(e.t, admin, {
    name: 'Harbour Room',
    capacity: 6,
    location: 'Level 3, east wing',
    description: 'A quiet room with a view of the harbour.',
    amenities: ['Projector', 'Whiteboard', 'Video calls'],
    pricePerMonth: '1500.00',
    deposit: '500.00',
    minimumBookingMonths: 3,
  });
  await seedRoom(e.t, admin, { name: 'Focus Pod', capacity: 1, amenities: ['Desk lamp'], pricePerMonth: null, deposit: null });
});
afterAll(() => e?.close());

it('a member requests a room: pricing summary, toast, then Pending Review in My Booking Requests', async () => {
  const { page, context } = await e.newPage();
  await signInNewUser(e.t, page, { fullName: 'Rita Rooms' });
  await page.getByRole('navigation').getByRole('link', { name: 'Meeting Rooms' }).first().click();
  await page.waitForURL('**/meeting-rooms');

  const harbour = page.getByRole('article', { name: 'Harbour Room' });
  await harbour.waitFor();
  for (const s of ['Capacity: 6 people', 'Level 3, east wing', '$1,500/month', 'Deposit: $500', 'Minimum: 3 months', 'Video calls']) {
    await harbour.getByText(s, { exact: true }).waitFor();
  }
  await page.getByRole('article', { name: 'Focus Pod' }).getByText('Pricing not set').waitFor();
  // No request yet: the optional card is not there.
  expect(await page.getByText('My Booking Requests').count()).toBe(0);
  await expectAccessible(page);
  await snap(page, 'rooms-desktop');

  await harbour.getByRole('button', { name: 'Request to Book Harbour Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request to Book Harbour Room' });
  await dialog.getByText('Submit a monthly booking request for admin approval').waitFor();
  const summary = dialog.getByRole('group', { name: 'Pricing summary' });
  await summary.getByText('$1,500 × 3 months').waitFor();
  await summary.getByText('$4,500').waitFor();
  await summary.getByText('$5,000').waitFor();

  // Too short a duration is forced up to the room minimum when the field is left.
  const duration = dialog.getByRole('spinbutton', { name: /Duration/ });
  await duration.fill('1');
  await duration.blur();
  expect(await duration.inputValue()).toBe('3');
  await duration.fill('4');
  await summary.getByText('$1,500 × 4 months').waitFor();
  await summary.getByText('$6,000').waitFor();
  await summary.getByText('$6,500').waitFor();

  // Submitting without a day shows the rule; then pick the 15th of next month in the picker.
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await dialog.getByText('Please select a start date').waitFor();
  const start = await pickDayNextMonth(page, dialog, 15);
  await dialog.getByLabel('Purpose (optional)').fill('Weekly team planning');
  await expectAccessible(page);
  await snap(page, 'rooms-dialog-desktop');

  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await page.getByText('Request Submitted').waitFor();
  await page.getByText('Your booking request has been submitted and is pending approval.').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const mine = page.getByRole('region', { name: 'My Booking Requests' });
  await mine.getByText('Harbour Room').waitFor();
  await mine.getByText(`Starts ${start.format('MMM D, YYYY')} · 4 months`).waitFor();
  await mine.getByText('Pending Review').waitFor();
  await expectAccessible(page);
  await snap(page, 'rooms-requested-desktop');

  const rows = await e.t.ds.query(`SELECT start_date::text AS start, duration_months, purpose, status FROM room_bookings`);
  expect(rows).toEqual([{ start: start.format('YYYY-MM-DD'), duration_months: 4, purpose: 'Weekly team planning', status: 'pending' }]);
  await context.close();
});

it('works on a 390 × 844 phone, dialog included', async () => {
  const { page, context } = await e.newPage({ mobile: true });
  await signInNewUser(e.t, page, { fullName: 'Milo Mobile' });
  await page.goto('/meeting-rooms');
  await page.getByRole('article', { name: 'Harbour Room' }).waitFor();
  await expectAccessible(page);
  await snap(page, 'rooms-mobile');
  await page.getByRole('button', { name: 'Request to Book Harbour Room' }).click();
  await page.getByRole('dialog', { name: 'Request to Book Harbour Room' }).getByText('$5,000').waitFor();
  await expectAccessible(page);
  await snap(page, 'rooms-dialog-mobile');
  await context.close();
});
