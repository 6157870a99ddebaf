import dayjs from 'dayjs';
import { createBooking, createRoom, dayFromToday } from '../api/test/factories/bookings';
import { pdfText } from '../api/test/pdf-text';
import { bookingEndDate, lastBookedDay } from '../rules/bookings';
import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signIn, signInNewUser } from './steps';

jest.setTimeout(180_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/**
 * Issue 36 from a fresh database, in Chromium: a member extends an accepted booking in its last month by two months, an
 * admin accepts the extension in Booking Requests ("Extension of …"), and the member's invoice PDF bills two months
 * and no deposit.
 */
it('a member extends a booking by two months; the admin accepts it; the invoice bills two months and no deposit', async () => {
  const m = await e.newPage();
  const member = await signInNewUser(e.t, m.page, { fullName: 'Erin Extend' });
  const roomId = await createRoom(e.t, { name: 'Lantern Room', pricePerMonth: '700.00', deposit: '250.00' });
  // Accepted, started twenty days ago for a month: its last day is about ten days away, so it may be extended now.
  const startDate = dayFromToday(-20);
  const booking = await createBooking(e.t, { roomId, memberId: member.id, startDate, durationMonths: 1, status: 'accepted' });
  const from = bookingEndDate(startDate, 1);
  const until = lastBookedDay({ startDate: from, durationMonths: 2 });
  const day = (d: string) => dayjs(d).format('MMM D, YYYY');

  // The admin sees it ending soon on its card, and finds it with the Ending filter.
  const a = await e.newPage();
  const admin = await e.t.createUser({ isAdmin: true, fullName: 'Ada Admin' });
  await signIn(a.page, admin.email);
  await a.page.goto('/admin/booking-requests');
  const ending = a.page.getByRole('listitem', { name: 'Lantern Room requested by Erin Extend' });
  await ending.getByText(`Ending soon · ends ${dayjs(lastBookedDay({ startDate, durationMonths: 1 })).format('MMM DD, YYYY')}`).waitFor();
  await a.page.getByRole('combobox', { name: 'Ending' }).click();
  await a.page.getByRole('option', { name: 'Ending soon' }).click();
  expect(await a.page.getByRole('list', { name: 'Booking requests' }).getByRole('listitem', { name: /requested by/ }).count()).toBe(1);
  await expectSettledAccessible(a.page);

  await m.page.goto('/meeting-rooms');
  const mine = m.page.getByRole('region', { name: 'My Booking Requests' });
  await mine.getByText(`Ends ${day(lastBookedDay({ startDate, durationMonths: 1 }))}`, { exact: false }).waitFor();
  await mine.getByRole('button', { name: 'Extend booking of Lantern Room' }).click();
  const dialog = m.page.getByRole('dialog', { name: 'Extend booking: Lantern Room' });
  const months = dialog.getByRole('spinbutton', { name: /Additional months/ });
  await months.fill('2');
  await dialog.getByText(`From ${day(from)} to ${day(until)} (2 months)`).waitFor();
  await dialog.getByTestId('pricing-summary').getByText('Carried over').waitFor();
  await expectSettledAccessible(m.page);
  await snap(m.page, 'extend-booking-dialog');
  await dialog.getByRole('button', { name: 'Request Extension' }).click();
  await m.page.getByText('Extension Requested', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const extensions = mine.getByRole('list', { name: 'Extensions of Lantern Room' });
  await extensions.getByText(`Extension from ${day(from)}`).waitFor();
  await extensions.getByText('Pending Review', { exact: true }).waitFor();
  expect(await mine.getByRole('button', { name: 'Extend booking of Lantern Room' }).count()).toBe(0);

  // The admin accepts it in Booking Requests, where it is marked as the extension of the booking.
  await a.page.goto('/admin/booking-requests');
  await a.page.getByText('1 pending', { exact: true }).waitFor();
  const card = a.page.getByRole('listitem', { name: 'Lantern Room requested by Erin Extend' }).filter({ hasText: `Extension of #${booking}` });
  await card.getByRole('list', { name: /^Booking history of/ }).waitFor();
  await expectSettledAccessible(a.page);
  await snap(a.page, 'extend-booking-admin');
  await card.getByRole('button', { name: 'Accept' }).click();
  await a.page.getByText('Request accepted').waitFor();
  await card.getByText('Deposit received · Deposit carried over').waitFor();
  await a.context.close();

  // Back on the member's page: accepted, the deposit carried over, and the invoice to download.
  await m.page.reload();
  await extensions.getByText('Deposit received · Carried over').waitFor();
  const link = extensions.getByRole('link', { name: /^Download invoice INV-\d{4}-\d+ \(PDF\)$/ });
  const res = await m.context.request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  const text = pdfText(await res.body());
  expect(text).toEqual(expect.arrayContaining(['Erin Extend', 'Lantern Room', '2 months', 'Rent (2 × $700.00)', 'Deposit (carried over)', '$0.00', `Booking #${booking}`]));
  // Two months of rent is the whole total and all that is owed: no deposit anywhere.
  const after = (label: string) => text[text.indexOf(label) + 1];
  expect([after('Total'), after('Balance due')]).toEqual(['$1,400.00', '$1,400.00']);
  expect(text).not.toContain('$250.00');
  await m.context.close();
});
