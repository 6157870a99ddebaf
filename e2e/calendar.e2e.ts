import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import type { Agent } from '../api/test/harness';
import { dayFromToday, seedEvents } from './events-seed';
import { expectAccessible, snap, startE2E, type E2E } from './harness';
import { seedAcceptedBooking, seedRoom } from './rooms-seed';
import { gqlAs, signIn } from './steps';

// The project's testTimeout is not applied to every runner invocation; browser flows need longer.
jest.setTimeout(120_000);

let e: E2E;
let member: { email: string; agent: Agent };
const bookingStart = dayFromToday(1);
const eventDay = dayFromToday(2);
const longDate = (d: string) => dayjs(d).format('dddd, MMMM D, YYYY');

beforeAll(async () => {
  e = await startE2E();
  const { admin, ids } = await seedEvents(e.t, [
    { title: 'Strategy Breakfast', type: 'meeting', inDays: 2, startTime: '08:30', endTime: '10:00', location: 'Main Hall', locationDetail: 'Room 2' },
    { title: 'Cheese Tasting', type: 'social', inDays: 2, startTime: '18:00', location: 'Rooftop' },
  ]);
  const { user, agent } = await e.t.signedIn({ fullName: 'Cal Member' });
  member = { email: user.email, agent };
  // The member answers through the API: attending one event, not attending the other.
  for (const [id, status] of [[ids[0], 'attending'], [ids[1], 'not_attending']] as const) {
    await gqlAs(e.t, agent, `mutation CalRsvp($id: ID!, $s: RsvpStatus!) { rsvpToEvent(eventId: $id, status: $s) { id } }`, { id, s: status });
  }
  const roomId = await seedRoom(e.t, admin, { name: 'Harbour Room', pricePerMonth: '1500.00', deposit: '500.00' });
  await seedAcceptedBooking(e.t, admin, agent, { roomId, startDate: bookingStart, durationMonths: 1 });
  // A pending request never shows on the calendar.
  const otherRoom = await seedRoom(e.t, admin, { name: 'Pending Pod' });
  await gqlAs(e.t, agent, `mutation CalPending($input: RoomBookingRequestInput!) { requestRoomBooking(input: $input) { id } }`, {
    input: { roomId: otherRoom, startDate: bookingStart, durationMonths: 1 },
  });
});
afterAll(() => e?.close());

/** Month view of the month holding `day` (steps forward when the seeded day falls in the next month). */
async function showMonthOf(page: Page, day: string) {
  await page.getByRole('heading', { name: dayjs().format('MMMM YYYY') }).waitFor();
  if (dayjs(day).month() !== dayjs().month()) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('heading', { name: dayjs(day).format('MMMM YYYY') }).waitFor();
  }
}

it('shows events with the member’s RSVP markers and the accepted booking on its days, in every view', async () => {
  const { page, context } = await e.newPage();
  await signIn(page, member.email);
  await page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).first().click();
  await page.waitForURL('**/calendar');

  // Month: the event day shows its first event with a green check, plus the rest as '+N more'.
  await showMonthOf(page, eventDay);
  const cell = page.getByTestId(`month-day-${eventDay}`);
  await cell.getByRole('button', { name: 'Attending Strategy Breakfast' }).waitFor();
  await cell.getByRole('button', { name: '+2 more' }).waitFor();
  // The booking's first day has no event, so the booked room shows.
  await page.getByTestId(`month-day-${bookingStart}`).getByText('Harbour Room').waitFor();
  expect(await page.getByText('Pending Pod').count()).toBe(0);
  await expectAccessible(page);
  await snap(page, 'calendar-month-desktop');

  // The details dialog.
  await cell.getByRole('button', { name: 'Attending Strategy Breakfast' }).click();
  const dialog = page.getByRole('dialog', { name: /Strategy Breakfast/ });
  await dialog.getByText(longDate(eventDay)).waitFor();
  await dialog.getByText('8:30 AM - 10:00 AM').waitFor();
  await dialog.getByText('Main Hall (Room 2)').waitFor();
  await expectAccessible(page);
  await snap(page, 'calendar-dialog-desktop');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // Week: seven columns; the declined event is struck through.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  if (dayjs(eventDay).startOf('week').isAfter(dayjs(), 'day')) await page.getByRole('button', { name: 'Next week' }).click();
  const column = page.getByTestId(`week-day-${eventDay}`);
  await column.getByText('Harbour Room · Cal Member').waitFor();
  const declined = column.getByRole('button', { name: /Not Attending.*Cheese Tasting/ });
  await declined.waitFor();
  expect(await declined.locator('span').last().evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
  await expectAccessible(page);
  await snap(page, 'calendar-week-desktop');

  // Day: the list with RSVP words and the response date.
  await page.getByRole('button', { name: longDate(eventDay) }).click();
  await page.getByRole('heading', { level: 3, name: longDate(eventDay) }).waitFor();
  const today = dayjs().format('MMM D, YYYY');
  const rows = page.getByTestId('calendar-event');
  await rows.first().locator('span', { hasText: /^Attending$/ }).waitFor();
  await rows.first().getByText(`· Responded: ${today}`).waitFor();
  await rows.nth(1).locator('span', { hasText: /^Not Attending$/ }).waitFor();
  await page.getByTestId('calendar-booking').getByText('Harbour Room').waitFor();
  await expectAccessible(page);
  await snap(page, 'calendar-day-desktop');

  // Filters: hide bookings → badge 1; Reset All brings them back.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Show Room Bookings' }).uncheck();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await page.getByRole('button', { name: 'Filters (1 active)' }).waitFor();
  expect(await page.getByTestId('calendar-booking').count()).toBe(0);
  await page.getByRole('button', { name: 'Filters (1 active)' }).click();
  await page.getByRole('button', { name: 'Reset All' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('calendar-booking').waitFor();
  await context.close();
});

it('changes its RSVP from the details dialog and works on a 390 × 844 phone', async () => {
  const { page, context } = await e.newPage({ mobile: true });
  await signIn(page, member.email);
  await page.goto('/calendar');
  await showMonthOf(page, eventDay);
  await expectAccessible(page);
  await snap(page, 'calendar-month-mobile');

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Today' }).click();
  while (!(await page.getByRole('heading', { level: 3, name: longDate(eventDay) }).count())) {
    await page.getByRole('button', { name: 'Next day' }).click();
  }
  await page.getByRole('button', { name: 'Cheese Tasting' }).click();
  const dialog = page.getByRole('dialog', { name: /Cheese Tasting/ });
  await dialog.getByRole('button', { name: 'Maybe', exact: true }).click();
  await page.getByText('You are marked as maybe attending for this event').waitFor();
  await dialog.getByRole('button', { name: 'Maybe', exact: true, pressed: true }).waitFor();
  await expectAccessible(page);
  await snap(page, 'calendar-dialog-mobile');
  await page.keyboard.press('Escape');
  await page.getByTestId('calendar-event').nth(1).locator('span', { hasText: /^Maybe$/ }).waitFor();
  await snap(page, 'calendar-day-mobile');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expectAccessible(page);
  await snap(page, 'calendar-week-mobile');
  await context.close();
});
