import type { Page } from 'playwright-core';
import { createBooking, createRoom } from '../api/test/factories/bookings';
import { pdfText } from '../api/test/pdf-text';
import { expectAccessible, expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signIn } from './steps';

// Two people, the provider's page and a few webhooks: longer than the default.
jest.setTimeout(240_000);

let e: E2E;
beforeAll(async () => {
  // Online payment on, through the local fake Stripe (its hosted page, its signed webhooks), as `PAYMENTS_FAKE=true npm start`.
  e = await startE2E({ payments: true });
});
afterAll(() => e?.close());

/** What the job queue does on each sweep: the receipts go out. */
async function sweep() {
  for (const key of await e.t.services.notifications.due()) await e.t.services.notifications.deliver(key);
}

/** The admin's card of the booking, after the list is asked again (the admin's screen does not poll). */
async function adminCard(page: Page) {
  await page.goto('/admin/booking-requests');
  const card = page.getByRole('listitem', { name: 'Garden Room requested by Mia Member' });
  await card.waitFor();
  return card;
}

it("issue 35's walk: deposit requested, paid on the provider's page, ticked by 'Online payment' on both sides, on the invoice, replays change nothing, part refunded on both sides", async () => {
  const stripe = e.stripe!;
  const admin = await e.t.createUser({ isAdmin: true, fullName: 'Ada Admin' });
  const member = await e.t.createUser({ fullName: 'Mia Member' });
  const room = await createRoom(e.t, { name: 'Garden Room', pricePerMonth: '1000.00', deposit: '250.00' });
  const booking = await createBooking(e.t, { roomId: room, memberId: member.id, startDate: '2031-06-01', durationMonths: 2 });

  // The admin accepts the request and ticks "Deposit requested".
  const a = await e.newPage();
  await signIn(a.page, admin.email);
  let card = await adminCard(a.page);
  await card.getByRole('button', { name: 'Accept' }).click();
  await a.page.getByText('Request accepted').waitFor();
  const stepSaved = a.page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'AdminSetBookingStep',
  );
  await card.getByRole('checkbox', { name: 'Deposit requested' }).click();
  await stepSaved;
  await card.getByRole('button', { name: /^Deposit requested on/ }).waitFor();

  // The member pays the deposit on the provider's page.
  const m = await e.newPage();
  await signIn(m.page, member.email);
  await m.page.goto('/meeting-rooms');
  const mine = m.page.getByRole('region', { name: 'My Booking Requests' }).getByTestId('my-booking-request');
  await mine.getByText('Deposit due:').waitFor();
  expect(await mine.getByText('Deposit due:').textContent()).toBe('Deposit due: $250');
  await expectAccessible(m.page);
  await snap(m.page, 'payments-member-deposit-due');
  await mine.getByRole('button', { name: 'Pay deposit' }).click();
  await m.page.waitForURL(`${stripe.url}/pay/**`);
  await m.page.getByText('$250.00').first().waitFor();
  await snap(m.page, 'payments-fake-stripe-page');
  await m.page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back in the app: thanked at once, told when the money arrived, and the step shows as received.
  await m.page.waitForURL('**/meeting-rooms**');
  await m.page.getByText('Your deposit for Garden Room has arrived. Thank you!').waitFor({ timeout: 20_000 });
  expect(new URL(m.page.url()).search).toBe('');
  const timeline = mine.getByRole('list', { name: 'Timeline of Garden Room' });
  // The thanks comes with the arrival's notification; the list's own refetch may land a moment later.
  await timeline.getByRole('listitem').nth(3).filter({ hasNotText: /Not yet$/ }).waitFor();
  expect(await timeline.getByRole('listitem').nth(3).textContent()).toMatch(/^Deposit received · /);
  const payments = mine.getByRole('list', { name: 'Payments for Garden Room' });
  await payments.getByText(/^Deposit · Card · .* · \$250$/).waitFor();
  const [paid] = await e.t.ds.query(`SELECT id, provider_payment_id AS ref, ticked FROM payments WHERE booking_id = $1`, [booking]);
  expect(paid.ticked).toBe(true);
  await payments.getByText(`Reference ${paid.ref}`).waitFor();
  await mine.getByText('Balance due:').waitFor();
  expect(await mine.getByText('Balance due:').textContent()).toBe('Balance due: $2,000');
  expect(await mine.getByRole('button', { name: 'Pay deposit' }).count()).toBe(0);
  await expectSettledAccessible(m.page);
  await snap(m.page, 'payments-member-deposit-received');

  // The admin's card: "Deposit received" ticked by "Online payment", once in the audit log, as the system.
  card = await adminCard(a.page);
  await card.getByRole('button', { name: /^Deposit received — Online payment \(Card\) on / }).waitFor();
  const audit = () => e.t.ds.query(`SELECT actor_name AS actor FROM audit_log WHERE entity_type = 'booking' AND entity_id = $1 AND action = 'booking.deposit_received'`, [booking]);
  expect(await audit()).toEqual([{ actor: 'Online payment' }]);

  // Replaying the provider's notification five times changes nothing.
  await stripe.settle();
  const completed = stripe.events.find((ev) => ev.type === 'checkout.session.completed')!;
  const before = { payments: await e.t.count('payments'), audit: await e.t.count('audit_log'), events: await e.t.count('payment_events') };
  for (let i = 0; i < 5; i++) expect(await stripe.redeliver(completed.id)).toBe(200);
  expect({ payments: await e.t.count('payments'), audit: await e.t.count('audit_log'), events: await e.t.count('payment_events') }).toEqual(before);
  expect(await audit()).toHaveLength(1);

  // The member has a receipt, and the invoice PDF lists the payment with its method and reference.
  await sweep();
  await m.page.reload();
  await m.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await m.page.getByRole('dialog', { name: 'Notifications' }).getByText('Payment received: Garden Room').waitFor();
  await m.page.keyboard.press('Escape');
  const pdfHref = await mine.getByRole('link', { name: /^Download invoice INV-\d{4}-\d+ \(PDF\)$/ }).getAttribute('href');
  const pdf = pdfText(await (await m.context.request.get(pdfHref!)).body());
  expect(pdf).toEqual(expect.arrayContaining(['Payments received online', `Reference ${paid.ref}`]));
  expect(pdf.some((line) => /^Deposit · Card · /.test(line))).toBe(true);
  // What is still owed: the total ($2,250) less the deposit paid online.
  expect(pdf[pdf.indexOf('Balance due') + 1]).toBe('$2,000.00');

  // The admin refunds part of the deposit, with a reason.
  card = await adminCard(a.page);
  await card.getByRole('button', { name: 'Refund deposit of $250' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Refund payment' });
  expect(await dialog.getByLabel('Amount').inputValue()).toBe('250.00');
  await dialog.getByLabel('Amount').fill('100');
  await dialog.getByLabel('Reason').fill('Deposit less damages to the table');
  await expectSettledAccessible(a.page);
  await snap(a.page, 'payments-admin-refund-dialog');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await a.page.getByText('$100 goes back to Mia Member.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await card.getByText(/^Refund (on its way|requested) · \$100 · .* · Deposit less damages to the table$/).or(card.getByText(/^Refunded · \$100 /)).first().waitFor();
  // The provider's refund.updated arrives: both sides say it went back.
  await stripe.settle();
  const refunded = async () => (await e.t.ds.query(`SELECT status FROM refunds`))[0]?.status;
  for (let i = 0; i < 100 && (await refunded()) !== 'succeeded'; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await refunded()).toBe('succeeded');
  card = await adminCard(a.page);
  await card.getByText(/^Refunded · \$100 · .* · Deposit less damages to the table$/).waitFor();
  await card.getByText(/\$100 refunded/).waitFor();
  await expectSettledAccessible(a.page);
  await snap(a.page, 'payments-admin-card-refunded');

  await m.page.reload();
  await payments.getByText(/^Refunded · .* · \$100 · Deposit less damages to the table$/).waitFor();
  await snap(m.page, 'payments-member-refunded');

  // The Payments screen, from the admin menu, lists it with what was refunded.
  await a.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payments' }).click();
  await a.page.waitForURL('**/admin/payments');
  const table = a.page.getByRole('table', { name: 'Payments' });
  const row = table.getByRole('row', { name: /Mia Member/ });
  await row.waitFor();
  expect(await row.getByRole('cell').allTextContents()).toEqual([
    'Mia Member',
    expect.stringMatching(new RegExp(`^Booking #${booking}INV-\\d{4}-\\d+$`)),
    'Deposit $250$100 refunded',
    `Card${paid.ref}`,
    'Paid',
    expect.stringMatching(/^Received /),
    'Refund',
  ]);
  await expectSettledAccessible(a.page);
  await snap(a.page, 'payments-admin-screen');
  await a.context.close();
  await m.context.close();
});
