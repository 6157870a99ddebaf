import { createBooking, createRoom } from '../api/test/factories/bookings';
import { pdfText } from '../api/test/pdf-text';
import { expectAccessible, snap, startE2E, type E2E } from './harness';
import { signInNewUser } from './steps';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

it('a member follows their booking on a timeline and downloads the invoice PDF from My Booking Requests', async () => {
  const { page, context } = await e.newPage();
  const member = await signInNewUser(e.t, page, { fullName: 'Tina Timeline' });
  const { agent: admin } = await e.t.signedIn({ isAdmin: true });
  const room = await createRoom(e.t, { name: 'Timeline Room', pricePerMonth: '800.00', deposit: '200.00' });
  const booking = await createBooking(e.t, { roomId: room, memberId: member.id, startDate: '2031-04-01', durationMonths: 2 });
  expect((await admin.post(`/api/room-bookings/${booking}/accept`)).status).toBe(200);
  expect((await admin.post(`/api/room-bookings/${booking}/request-deposit`)).status).toBe(200);

  await page.goto('/meeting-rooms');
  const timeline = page.getByRole('list', { name: 'Timeline of Timeline Room' });
  await timeline.waitFor();
  const steps = await timeline.getByRole('listitem').allTextContents();
  expect(steps.map((s) => s.split(' · ')[0])).toEqual([
    'Requested',
    'Accepted',
    'Deposit requested',
    'Deposit received',
    'Payment requested',
    'Payment received',
  ]);
  expect(steps.slice(3).every((s) => s.endsWith('Not yet'))).toBe(true);
  expect(steps.slice(0, 3).some((s) => s.endsWith('Not yet'))).toBe(false);

  const link = page.getByRole('link', { name: /^Download invoice INV-\d{4}-\d+ \(PDF\)$/ });
  const href = await link.getAttribute('href');
  const res = await context.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(pdfText(await res.body())).toEqual(expect.arrayContaining(['Tina Timeline', 'Timeline Room', '$1,600.00', '$1,800.00']));
  await expectAccessible(page);
  await snap(page, 'booking-timeline');
  await context.close();
});
