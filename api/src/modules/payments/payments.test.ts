import Stripe from 'stripe';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createBooking, createRoom } from '../../../test/factories/bookings';
import { mailsTo, tempOutbox } from '../../../test/outbox';
import {
  acceptedBooking,
  auditOf,
  bookingRow,
  eventually,
  linkOf,
  paymentsOf,
  paymentsWorld,
  tick,
  WEBHOOK_SECRET,
  type PaymentsWorld,
} from '../../../test/payments-world';

// Answers are checked field by field below; their full types add nothing here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const DUE = `query { myRoomBookings { id paymentDue { purpose amount currency preparing settling } payments { status method tickedStep amount } } }`;
const START = `mutation($id: ID!) { startPayment(bookingId: $id) { purpose url amount currency expiresAt } }`;

describe('online payment off (no provider keys)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('says so, keeps the manual checklist, and opens no link', async () => {
    const admin = await t.signedIn({ isAdmin: true });
    const member = await t.signedIn();
    expect((await t.agent().get('/api/settings')).body).toEqual({ currency: 'USD', onlinePayments: false });
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId: member.user.id });
    await admin.agent.post(`/api/room-bookings/${id}/accept`).expect(200);
    await admin.agent.post(`/api/room-bookings/${id}/request-deposit`).expect(200);
    await admin.agent.post(`/api/room-bookings/${id}/collect-deposit`).expect(200);
    expect(await t.count('payment_links')).toBe(0);
    const res = await member.agent.post(`/api/room-bookings/${id}/pay`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Online payment is not available: please pay as the office tells you');
    const due = await t.gql<Loose>(member.agent, DUE);
    expect(due.data).toMatchObject({ myRoomBookings: [{ paymentDue: null, payments: [] }] });
    // The webhook exists only with a provider: nobody can post money in.
    expect((await t.agent().post('/api/payments/webhook').send({ id: 'evt_1' })).status).toBe(404);
  });
});

describe('online payment on', () => {
  let w: PaymentsWorld;
  const outbox = tempOutbox();
  beforeAll(async () => {
    w = await paymentsWorld({}, { OUTBOX_DIR: outbox, PUBLIC_URL: 'https://office.example.org' });
  });
  afterAll(() => w.close());

  it('turns a requested deposit into one checkout session priced from the invoice, and the member pays it', async () => {
    const id = await acceptedBooking(w, 2);
    expect((await tick(w, id, 'request-deposit')).status).toBe(200);
    const link = await linkOf(w, id);
    expect(link).toMatchObject({ status: 'open', amountMinor: 25000 });
    const session = w.fake.state.session(link!.sessionId!);
    expect(session).toMatchObject({ amount_total: 25000, currency: 'usd', status: 'open', metadata: { booking_id: String(id), purpose: 'deposit' } });

    const due = await w.t.gql<Loose>(w.member.agent, DUE);
    expect(due.data!.myRoomBookings.find((b: { id: string }) => b.id === String(id))).toMatchObject({
      paymentDue: { purpose: 'DEPOSIT', amount: '250.00', currency: 'USD', preparing: false, settling: false },
    });
    const started = await w.t.gql<Loose>(w.member.agent, START, { id: String(id) });
    expect(started.errors).toBeUndefined();
    expect(started.data!.startPayment).toMatchObject({ purpose: 'DEPOSIT', url: link!.url, amount: '250.00' });

    w.fake.pay(link!.sessionId!, { method: 'card' });
    await eventually(async () => expect((await bookingRow(w, id)).deposit_received_at).not.toBeNull());
    const [payment] = await paymentsOf(w, id);
    expect(payment).toMatchObject({ status: 'succeeded', amountMinor: 25000, method: 'card', ticked: true, attention: null });
    const audit = await auditOf(w, 'booking', id);
    expect(audit.at(-1)).toMatchObject({ actorName: 'Online payment', action: 'booking.deposit_received' });
    expect((await linkOf(w, id))!.status).toBe('complete');

    // Paid: nothing is due, and the member sees the payment.
    const after = await w.t.gql<Loose>(w.member.agent, DUE);
    expect(after.data!.myRoomBookings.find((b: { id: string }) => b.id === String(id))).toMatchObject({
      paymentDue: null,
      payments: [{ status: 'SUCCEEDED', method: 'card', tickedStep: true, amount: '250.00' }],
    });
  });

  it('replays, duplicates and a second delivery of the same event change nothing', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const link = (await linkOf(w, id))!;
    w.fake.pay(link.sessionId!);
    await eventually(async () => expect((await paymentsOf(w, id))[0]?.ticked).toBe(true));
    const completed = w.fake.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === link.sessionId)!;
    const before = { audit: await w.t.count('audit_log'), payments: await w.t.count('payments'), booking: await bookingRow(w, id) };
    for (let i = 0; i < 5; i++) expect(await w.fake.redeliver(completed.id)).toBe(200);
    expect(await w.t.count('audit_log')).toBe(before.audit);
    expect(await w.t.count('payments')).toBe(before.payments);
    expect(await bookingRow(w, id)).toEqual(before.booking);
    const [{ outcome }] = await w.t.ds.query(`SELECT outcome FROM payment_events WHERE id = $1`, [completed.id]);
    expect(outcome).toBe('ticked DEPOSIT_RECEIVED');
  });

  it('refuses a forged, tampered or stale signature with 401 and changes nothing', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const link = (await linkOf(w, id))!;
    const body = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: link.sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid', amount_total: 25000, currency: 'usd', metadata: {} } },
    });
    const stripe = new Stripe('sk_test_unused');
    const good = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, timestamp: opts.timestamp });
    const post = (payload: string, signature?: string) => {
      const req = w.t.agent().post('/api/payments/webhook').set('content-type', 'application/json');
      return (signature ? req.set('stripe-signature', signature) : req).send(payload);
    };
    const cases = [
      ['no signature', post(body)],
      ['another secret', post(body, good(body, { secret: 'whsec_someone_else' }))],
      ['a tampered body', post(body.replace('25000', '1'), good(body))],
      ['a stale timestamp', post(body, good(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 }))],
      ['garbage', post(body, 't=1,v1=deadbeef')],
    ] as const;
    for (const [name, pending] of cases) {
      const res = await pending;
      expect([name, res.status]).toEqual([name, 401]);
      expect(res.body.message).toBe('Invalid or missing webhook signature');
    }
    expect(await paymentsOf(w, id)).toEqual([]);
    expect((await bookingRow(w, id)).deposit_received_at).toBeNull();
    expect(await w.t.ds.query(`SELECT id FROM payment_events WHERE id = 'evt_forged_1'`)).toEqual([]);

    // Signed right but about a session we never made: recorded, 200, nothing changed.
    const stranger = JSON.stringify({ id: 'evt_stranger_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_not_ours', payment_status: 'paid', amount_total: 100, currency: 'usd', metadata: {} } } });
    const res = await post(stranger, good(stranger));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'unknown session: recorded, nothing changed' });
    expect(await w.t.count('payments')).toBe(await w.t.ds.query(`SELECT count(*)::int AS n FROM payments`).then((r) => r[0].n));
  });

  it('a manual tick racing the webhook ends in one tick; the late payment needs attention and is refunded with one click', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const link = (await linkOf(w, id))!;
    w.fake.dropWebhooks(true);
    w.fake.pay(link.sessionId!);
    // The admin reads the bank statement first and ticks by hand: the link is closed at the provider.
    expect((await tick(w, id, 'collect-deposit')).status).toBe(200);
    w.fake.dropWebhooks(false);
    const completed = w.fake.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === link.sessionId)!;
    expect(await w.fake.redeliver(completed.id)).toBe(200);
    const [payment] = await paymentsOf(w, id);
    expect(payment).toMatchObject({ status: 'succeeded', ticked: false, attention: 'Paid online after "Deposit received" was already ticked' });
    // Exactly one "deposit received" in the audit log: the admin's.
    expect((await auditOf(w, 'booking', id)).filter((a: { action: string }) => a.action === 'booking.deposit_received')).toHaveLength(1);

    const attention = await w.t.gql<Loose>(w.admin.agent, `{ payments(filter: { attention: true }) { id bookingId attention } }`);
    expect(attention.data!.payments).toContainEqual({ id: String(payment.id), bookingId: String(id), attention: payment.attention });
    const refund = await w.admin.agent.post(`/api/payments/${payment.id}/refund`).send({ amount: '250.00', reason: 'Paid twice: already paid by bank transfer' });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ refundedAmount: '250.00', refunds: [{ amount: '250.00', status: expect.stringMatching(/PENDING|SUCCEEDED/) }] });
    await eventually(async () => expect((await paymentsOf(w, id))[0].resolvedAt).not.toBeNull());
    const settled = await w.t.gql<Loose>(w.admin.agent, `{ payments(filter: { attention: true }) { id } }`);
    expect(settled.data!.payments.map((p: { id: string }) => p.id)).not.toContain(String(payment.id));
  });

  it('an amount that differs from the invoice becomes an attention item, not a tick', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const link = (await linkOf(w, id))!;
    w.fake.pay(link.sessionId!, { amount: 100 });
    await eventually(async () => expect((await paymentsOf(w, id))[0]?.status).toBe('succeeded'));
    expect((await paymentsOf(w, id))[0]).toMatchObject({ ticked: false, attention: 'Paid $1 where the invoice asks $250' });
    expect((await bookingRow(w, id)).deposit_received_at).toBeNull();
  });

  it('SEPA settles later: pending until the debit arrives, then the tick; a bounced debit lets the member pay again', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const link = (await linkOf(w, id))!;
    w.fake.pay(link.sessionId!, { method: 'sepa_debit' });
    await eventually(async () => expect((await paymentsOf(w, id))[0]?.status).toBe('pending'));
    const due = async () => (await w.t.gql<Loose>(w.member.agent, DUE)).data!.myRoomBookings.find((b: { id: string }) => b.id === String(id)).paymentDue;
    expect(await due()).toMatchObject({ settling: true });
    expect((await w.member.agent.post(`/api/room-bookings/${id}/pay`)).body.message).toBe('Your payment is being processed; nothing more to pay now');
    expect((await bookingRow(w, id)).deposit_received_at).toBeNull();

    w.fake.settleAsync(link.sessionId!, 'failed');
    await eventually(async () => expect((await paymentsOf(w, id))[0]?.status).toBe('failed'));
    expect((await linkOf(w, id))!.status).toBe('failed');
    expect(await due()).toMatchObject({ settling: false, preparing: true });
    const again = await w.member.agent.post(`/api/room-bookings/${id}/pay`);
    expect(again.status).toBe(200);
    const second = (await linkOf(w, id))!;
    expect(second.id).not.toBe(link.id);
    expect(again.body.url).toBe(second.url);

    w.fake.pay(second.sessionId!, { method: 'sepa_debit' });
    await eventually(async () => expect((await paymentsOf(w, id))[1]?.status).toBe('pending'));
    w.fake.settleAsync(second.sessionId!, 'succeeded');
    await eventually(async () => expect((await bookingRow(w, id)).deposit_received_at).not.toBeNull());
    expect((await paymentsOf(w, id))[1]).toMatchObject({ status: 'succeeded', method: 'sepa_debit', ticked: true });
  });

  it('withdrawing the request expires the session at the provider; asking again makes a new one', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const first = (await linkOf(w, id))!;
    await tick(w, id, 'uncheck-deposit-request');
    expect((await linkOf(w, id))!.status).toBe('cancelled');
    expect(w.fake.state.session(first.sessionId!).status).toBe('expired');
    await tick(w, id, 'request-deposit');
    const second = (await linkOf(w, id))!;
    expect(second).toMatchObject({ status: 'open' });
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it('ticking "Deposit received" by hand expires the open session at the provider', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const link = (await linkOf(w, id))!;
    expect(w.fake.state.session(link.sessionId!).status).toBe('open');
    expect((await tick(w, id, 'collect-deposit')).status).toBe(200);
    expect((await linkOf(w, id))!.status).toBe('cancelled');
    expect(w.fake.state.session(link.sessionId!).status).toBe('expired');
    // Nothing is due online any more, and nothing was paid.
    const due = await w.t.gql<Loose>(w.member.agent, DUE);
    expect(due.data!.myRoomBookings.find((b: { id: string }) => b.id === String(id))).toMatchObject({ paymentDue: null, payments: [] });
  });

  it('a payment that arrives for a rejected booking is recorded as needing attention, never lost, and refunded with one click', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const link = (await linkOf(w, id))!;
    w.fake.dropWebhooks(true);
    w.fake.pay(link.sessionId!);
    // The office withdraws the request, undoes the acceptance and rejects, before the provider's notification arrives.
    expect((await tick(w, id, 'uncheck-deposit-request')).status).toBe(200);
    expect((await tick(w, id, 'uncheck-accept')).status).toBe(200);
    expect((await w.admin.agent.post(`/api/room-bookings/${id}/reject`).send({ reason: 'Room closed for repairs' })).status).toBe(200);
    w.fake.dropWebhooks(false);
    const completed = w.fake.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === link.sessionId)!;
    expect(await w.fake.redeliver(completed.id)).toBe(200);

    const [payment] = await paymentsOf(w, id);
    expect(payment).toMatchObject({ status: 'succeeded', amountMinor: 25000, ticked: false, attention: 'Paid for a booking that is rejected, not accepted' });
    expect(await bookingRow(w, id)).toMatchObject({ status: 'rejected', deposit_received_at: null });
    const attention = await w.t.gql<Loose>(w.admin.agent, `{ payments(filter: { attention: true }) { id attention } }`);
    expect(attention.data!.payments).toContainEqual({ id: String(payment.id), attention: payment.attention });
    expect((await w.admin.agent.post(`/api/payments/${payment.id}/refund`).send({ amount: '250.00', reason: 'Booking rejected' })).status).toBe(200);
    await eventually(async () => expect((await paymentsOf(w, id))[0].resolvedAt).not.toBeNull());
  });

  it('the payments CSV export lists each payment with its amounts, method, status, reference and what it ticked', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    w.fake.pay((await linkOf(w, id))!.sessionId!, { method: 'card' });
    await eventually(async () => expect((await paymentsOf(w, id))[0]?.ticked).toBe(true));
    const [payment] = await paymentsOf(w, id);
    expect((await w.admin.agent.post(`/api/payments/${payment.id}/refund`).send({ amount: '40.00', reason: 'Key not returned' })).status).toBe(200);

    const csv = await w.admin.agent.get('/api/exports/payments.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="d-office-payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Payment ID,Booking ID,Invoice number,Member,Email,Purpose,Amount,Refunded,Currency,Method,Status,Provider reference,Ticked its step,Needs attention,Settled,Settlement note,Received,Started',
    );
    const row = lines.find((l) => l.startsWith(`${payment.id},`))!.split(',');
    const [{ invoice_number }] = await w.t.ds.query(`SELECT invoice_number FROM invoices WHERE booking_id = $1`, [id]);
    expect(row.slice(0, 14)).toEqual([
      String(payment.id), String(id), invoice_number, 'Mia Member', expect.stringContaining('@'), 'deposit', '250.00', '40.00', 'USD', 'card', 'succeeded',
      payment.providerPaymentId, 'true', '',
    ]);
    // GraphQL's export is the same document; members are refused.
    const gql = await w.t.gql<Loose>(w.admin.agent, `{ adminExport(kind: payments) { content } }`);
    expect(gql.data!.adminExport.content).toContain(row.slice(0, 12).join(','));
    expect((await w.member.agent.get('/api/exports/payments.csv')).status).toBe(403);
  });

  it('an expired page is replaced on demand', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const first = (await linkOf(w, id))!;
    w.fake.advanceClock(25 * 3600);
    await eventually(async () => expect((await linkOf(w, id))!.status).toBe('expired'), 100).catch(() => undefined);
    const res = await w.member.agent.post(`/api/room-bookings/${id}/pay`);
    expect(res.status).toBe(200);
    const second = (await linkOf(w, id))!;
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(res.body.url).toBe(second.url);
    w.fake.advanceClock(-25 * 3600);
  });

  it('the provider down: the tick commits, the member sees "on its way", the sweep makes the link later', async () => {
    const id = await acceptedBooking(w);
    w.fake.setOutage({ unavailable: 'error' });
    expect((await tick(w, id, 'request-deposit')).status).toBe(200);
    expect((await bookingRow(w, id)).deposit_requested_at).not.toBeNull();
    expect((await linkOf(w, id))).toMatchObject({ status: 'creating', sessionId: null });
    const due = await w.t.gql<Loose>(w.member.agent, DUE);
    expect(due.data!.myRoomBookings.find((b: { id: string }) => b.id === String(id)).paymentDue).toMatchObject({ preparing: true });
    const started = await w.member.agent.post(`/api/room-bookings/${id}/pay`);
    expect(started.status).toBe(200);
    expect(started.body.url).toBeNull();
    await w.t.services.payments.idle();
    w.fake.setOutage({ unavailable: false });
    await new Promise((r) => setTimeout(r, 1100));
    expect(await w.t.services.payments.sync(null)).toMatchObject({ created: 1 });
    expect(await linkOf(w, id)).toMatchObject({ status: 'open' });
  });

  it('a partial refund of the deposit shows on both sides and reaches the member as a receipt', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    w.fake.pay((await linkOf(w, id))!.sessionId!);
    await eventually(async () => expect((await paymentsOf(w, id))[0]?.ticked).toBe(true));
    const [payment] = await paymentsOf(w, id);

    expect((await w.member.agent.post(`/api/payments/${payment.id}/refund`).send({ amount: '10.00', reason: 'x' })).status).toBe(403);
    const tooMuch = await w.admin.agent.post(`/api/payments/${payment.id}/refund`).send({ amount: '300.00', reason: 'Damages' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('At most $250 is left to refund');
    const noReason = await w.admin.agent.post(`/api/payments/${payment.id}/refund`).send({ amount: '10.00', reason: ' ' });
    expect(noReason.body.message).toBe('Please give a reason for the refund');

    const res = await w.t.gql<Loose>(w.admin.agent, `mutation($id: ID!) { refundPayment(paymentId: $id, input: { amount: "100.00", reason: "Deposit less damages to the table" }) { refundedAmount refunds { amount reason status } } }`, { id: String(payment.id) });
    expect(res.errors).toBeUndefined();
    expect(res.data!.refundPayment).toMatchObject({ refundedAmount: '100.00', refunds: [{ amount: '100.00', reason: 'Deposit less damages to the table' }] });
    await w.fake.settle();
    await eventually(async () => {
      const [r] = await w.t.ds.query(`SELECT status FROM refunds WHERE payment_id = $1`, [payment.id]);
      expect(r.status).toBe('succeeded');
    });
    const mine = await w.member.agent.get('/api/payments/mine');
    expect(mine.body.find((p: { id: number }) => p.id === payment.id)).toMatchObject({ refundedAmount: '100.00', refunds: [{ status: 'SUCCEEDED', amount: '100.00' }] });

    // Receipts: the payment and the refund, in the member's inbox and email.
    const due = (await w.t.services.notifications.due()).filter((k) => k.recipientId === w.member.user.id && (k.kind === 'payment_receipt' || k.kind === 'refund_receipt'));
    for (const k of due) await w.t.services.notifications.deliver(k);
    const inbox = await w.t.gql<Loose>(w.member.agent, `{ myNotifications { kind title body link } }`);
    const titles = (inbox.data as { myNotifications: { title: string }[] }).myNotifications.map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining(['Payment received: Garden Room', 'Refund: Garden Room']));
    const mails = mailsTo(outbox, w.member.user.email).map((m) => m.subject);
    expect(mails).toEqual(expect.arrayContaining(['Payment received: Garden Room', 'Refund: Garden Room']));
  });

  it('the request for the deposit reaches the member by email too, with where to pay', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const due = (await w.t.services.notifications.due()).filter((k) => k.recipientId === w.member.user.id && k.kind === 'deposit_requested' && k.subjectId === id);
    expect(due.map((k) => k.channel).sort()).toEqual(['email', 'inbox']);
    for (const k of due) await w.t.services.notifications.deliver(k);
    const mail = mailsTo(outbox, w.member.user.email).find((m) => m.subject === 'Deposit requested: Garden Room')!;
    expect(mail.text).toContain('has been requested. Details and payment: https://office.example.org/meeting-rooms');
  });

  it('a booking deleted with money received keeps the payment, flagged for attention', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    w.fake.pay((await linkOf(w, id))!.sessionId!);
    await eventually(async () => expect((await paymentsOf(w, id))[0]?.ticked).toBe(true));
    await w.admin.agent.delete(`/api/room-bookings/${id}`).expect(204);
    const [payment] = await paymentsOf(w, id);
    expect(payment).toMatchObject({ status: 'succeeded', attention: 'Paid for a booking that has since been deleted' });
  });

  it('reconciliation repairs a lost webhook once, however often it runs', async () => {
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    w.fake.dropWebhooks(true);
    w.fake.pay((await linkOf(w, id))!.sessionId!);
    await new Promise((r) => setTimeout(r, 50));
    expect(await paymentsOf(w, id)).toEqual([]);
    const first = await w.t.gql<Loose>(w.admin.agent, `mutation { reconcilePayments { sessionsChecked paymentsRecorded linksExpired refundsUpdated } }`);
    expect(first.errors).toBeUndefined();
    expect(first.data!.reconcilePayments.paymentsRecorded).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(w, id)).deposit_received_at).not.toBeNull();
    const second = await w.t.gql<Loose>(w.admin.agent, `mutation { reconcilePayments { paymentsRecorded } }`);
    expect(second.data!.reconcilePayments.paymentsRecorded).toBe(0);
    w.fake.dropWebhooks(false);
    const audit = await w.t.ds.query(`SELECT actor_name, action FROM audit_log WHERE action = 'payment.reconciled'`);
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(audit[0].actor_name).toBe('Online payment');
  });

  it('members see only their own payments; the admin list, refunds and reconciliation are admin only', async () => {
    const other = await w.t.signedIn();
    expect((await other.agent.get('/api/payments/mine')).body).toEqual([]);
    expect((await other.agent.get('/api/payments')).status).toBe(403);
    expect((await w.t.gql<Loose>(other.agent, `{ payments { id } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await other.agent.post('/api/payments/reconcile')).status).toBe(403);
    const id = await acceptedBooking(w);
    await tick(w, id, 'request-deposit');
    const res = await other.agent.post(`/api/room-bookings/${id}/pay`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Booking request not found');
  });
});
