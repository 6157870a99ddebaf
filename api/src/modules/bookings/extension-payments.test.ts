import { eventually, linkOf, paymentsOf, paymentsWorld, tick, type PaymentsWorld } from '../../../test/payments-world';
import { createBooking, dayFromToday } from './test-fixtures';

/**
 * Online payment keeps working for an extension (issue 36): its deposit steps are done at acceptance (carried over), so
 * no deposit link ever opens for it; its full payment is requested and paid online like any booking's, for the months
 * added only.
 */
let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
});
afterAll(() => w.close());

it('opens no deposit link for an accepted extension; its full payment is asked and paid online, priced from its invoice', async () => {
  // Accepted, its last day about ten days away: the member may extend it today.
  const original = await createBooking(w.t, { roomId: w.roomId, memberId: w.member.user.id, startDate: dayFromToday(-20), durationMonths: 1, status: 'accepted' });
  const asked = await w.member.agent.post(`/api/room-bookings/${original}/extend`).send({ months: 2 });
  expect(asked.status).toBe(201);
  const id = asked.body.id as number;
  const accepted = await w.admin.agent.post(`/api/room-bookings/${id}/accept`);
  expect(accepted.body).toMatchObject({ status: 'accepted', depositCarriedOver: true, invoice: { depositAmount: '0.00', monthlyAmount: '2000.00' } });
  await w.t.services.payments.idle();
  expect(await linkOf(w, id, 'deposit')).toBeUndefined();
  const due = await w.t.gql<{ myRoomBookings: { id: string; paymentDue: unknown }[] }>(w.member.agent, `{ myRoomBookings { id paymentDue { purpose } } }`);
  expect(due.data!.myRoomBookings.find((b) => b.id === String(id))!.paymentDue).toBeNull();

  expect((await tick(w, id, 'request-full-payment')).status).toBe(200);
  const link = await linkOf(w, id, 'balance');
  expect(link).toMatchObject({ status: 'open', amountMinor: 200000 });
  const started = await w.t.gql<{ startPayment: { purpose: string; amount: string; url: string } }>(w.member.agent, `mutation($id: ID!) { startPayment(bookingId: $id) { purpose amount url } }`, {
    id: String(id),
  });
  expect(started.data!.startPayment).toMatchObject({ purpose: 'BALANCE', amount: '2000.00', url: link!.url });
  w.fake.pay(link!.sessionId!, { method: 'card' });
  await eventually(async () => expect((await paymentsOf(w, id))[0]).toMatchObject({ status: 'succeeded', amountMinor: 200000, ticked: true, attention: null }));
  const [row] = await w.t.ds.query(`SELECT full_payment_received_at, deposit_carried_over FROM room_bookings WHERE id = $1`, [id]);
  expect(row.full_payment_received_at).not.toBeNull();
  expect(row.deposit_carried_over).toBe(true);
  expect(await linkOf(w, id, 'deposit')).toBeUndefined();
});
