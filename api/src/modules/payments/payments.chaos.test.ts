import { acceptedBooking, auditOf, bookingRow, eventually, linkOf, paymentsOf, paymentsWorld, tick, type PaymentsWorld } from '../../../test/payments-world';

/**
 * The provider as it behaves on a bad day: every event may come twice and out of order, and the endpoint is retried
 * while it fails. Whatever the order, each booking ends with one payment, one tick and the right final state.
 */
let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld({ chaos: { duplicate: 0.6, reorder: 0.6 }, seed: 20261128 });
});
afterAll(() => w.close());

it('cards and SEPA debits under duplicated, reordered delivery: one payment and one tick each', async () => {
  const card: number[] = [];
  const sepa: number[] = [];
  for (let i = 0; i < 4; i++) card.push(await acceptedBooking(w, 1));
  for (let i = 0; i < 4; i++) sepa.push(await acceptedBooking(w, 1));
  for (const id of [...card, ...sepa]) await tick(w, id, 'request-deposit');
  for (const id of card) w.fake.pay((await linkOf(w, id))!.sessionId!, { method: 'card' });
  for (const id of sepa) w.fake.pay((await linkOf(w, id))!.sessionId!, { method: 'sepa_debit' });
  // Settled at once, so "async payment succeeded" races "completed (unpaid)" through the shuffled deliveries.
  for (const id of sepa) w.fake.settleAsync((await linkOf(w, id))!.sessionId!, 'succeeded');
  await w.fake.settle();
  for (const id of [...card, ...sepa]) {
    await eventually(async () => expect((await bookingRow(w, id)).deposit_received_at).not.toBeNull());
    const payments = await paymentsOf(w, id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'succeeded', ticked: true, attention: null });
    expect((await auditOf(w, 'booking', id)).filter((a: { action: string }) => a.action === 'booking.deposit_received')).toHaveLength(1);
  }
  // The chaos did happen: some events arrived more than once.
  const attempts = w.fake.webhookAttempts.filter((a) => a.type.startsWith('checkout.session'));
  expect(new Set(attempts.map((a) => a.eventId)).size).toBeLessThan(attempts.length);
  const [{ duplicates }] = await w.t.ds.query(`SELECT count(*)::int AS duplicates FROM payment_events`);
  expect(duplicates).toBe(new Set(w.fake.webhookAttempts.filter((a) => a.answer === 200).map((a) => a.eventId)).size);
});
