import { createTestContext } from '../../../test/harness';
import { mailsTo, tempOutbox } from '../../../test/outbox';
import { pdfText } from '../../../test/pdf-text';
import { auditOf, eventually, paymentsWorld, type PaymentsWorld } from '../../../test/payments-world';
import { createPlan, duesOf, movableClock } from '../../../test/factories/memberships';

// Answers are checked field by field below; their full types add nothing here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/**
 * Dues paid online (issue 36) against the local fake Stripe posting its signed webhooks to the real server: the same
 * links, webhook, exactly-once key, refunds and reconciliation as booking payments, with purpose DUES.
 */
const clock = movableClock('2031-03-01');
const outbox = tempOutbox();
let w: PaymentsWorld;

beforeAll(async () => {
  w = await paymentsWorld({}, { OUTBOX_DIR: outbox, PUBLIC_URL: 'https://office.example.org', OFFICE_TIME_ZONE: 'UTC' }, clock.now);
});
afterAll(() => w.close());

const MINE = `query { myMembership { status paidThrough invoices { id invoiceNumber paidInFull paymentDue { purpose amount currency preparing settling } } } }`;
const PAY = `mutation($id: ID!) { startDuesPayment(invoiceId: $id) { purpose url amount currency } }`;

/** A member of a new monthly plan from `day` (today on the moved clock): their first dues invoice. */
async function memberWithDues(day: string, amount = '40.00') {
  clock.set(day);
  const member = await w.t.signedIn({ fullName: 'Olga Online' });
  const plan = await createPlan(w.t, { name: `Online ${day} ${Math.random()}`, amount });
  await w.admin.agent.post('/api/memberships').send({ memberId: member.user.id, planId: plan, startDate: day }).expect(201);
  const [invoice] = await duesOf(w.t, member.user.id);
  return { member, invoice };
}

const duesLink = async (invoiceId: number) =>
  (await w.t.ds.query(`SELECT id, status, provider_session_id AS "sessionId", url, amount_minor AS "amountMinor" FROM payment_links WHERE invoice_id = $1 ORDER BY id DESC`, [invoiceId]))[0];
const duesPayments = (invoiceId: number) =>
  w.t.ds.query(`SELECT id, status, purpose, ticked, attention, booking_id AS "bookingId", invoice_number AS "invoiceNumber", refunded_minor AS "refundedMinor" FROM payments WHERE invoice_id = $1 ORDER BY id`, [invoiceId]);
const completedEvent = (sessionId: string) => w.fake.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionId)!;

it('a lapsed member pays their dues online: the invoice is marked paid as "Online payment" and they are active again, with a receipt', async () => {
  const { member, invoice } = await memberWithDues('2031-03-01');
  clock.set('2031-03-20');
  const before = (await w.t.gql<Loose>(member.agent, MINE)).data.myMembership;
  expect(before).toMatchObject({ status: 'lapsed', invoices: [{ paidInFull: false, paymentDue: { purpose: 'DUES', amount: '40.00', currency: 'USD', preparing: true, settling: false } }] });

  const started = await w.t.gql<Loose>(member.agent, PAY, { id: String(invoice.id) });
  expect(started.errors).toBeUndefined();
  const link = await duesLink(invoice.id);
  expect(link).toMatchObject({ status: 'open', amountMinor: 4000 });
  expect(started.data.startDuesPayment).toMatchObject({ purpose: 'DUES', url: link.url, amount: '40.00' });
  expect(w.fake.state.session(link.sessionId)).toMatchObject({
    amount_total: 4000,
    metadata: { invoice_id: String(invoice.id), purpose: 'dues', member_id: String(member.user.id) },
    success_url: `https://office.example.org/profile?payment=success&invoice=${invoice.id}`,
  });
  // Two clicks, one link.
  await member.agent.post(`/api/dues-invoices/${invoice.id}/pay`).expect(200);
  expect((await w.t.ds.query(`SELECT count(*)::int AS n FROM payment_links WHERE invoice_id = $1`, [invoice.id]))[0].n).toBe(1);

  w.fake.pay(link.sessionId, { method: 'card' });
  await eventually(async () => expect((await duesOf(w.t, member.user.id))[0].paidInFull).toBe(true));
  expect(await duesPayments(invoice.id)).toEqual([
    { id: expect.any(Number), status: 'succeeded', purpose: 'dues', ticked: true, attention: null, bookingId: null, invoiceNumber: invoice.invoiceNumber, refundedMinor: 0 },
  ]);
  const after = (await w.t.gql<Loose>(member.agent, MINE)).data.myMembership;
  expect(after).toMatchObject({ status: 'active', paidThrough: '2031-03-31', invoices: [{ paidInFull: true, paymentDue: null }] });
  const audit = await w.t.ds.query(`SELECT actor_name AS "actorName", action FROM audit_log WHERE entity_type = 'membership' AND entity_id = $1 ORDER BY id`, [member.user.id]);
  expect(audit.at(-1)).toEqual({ actorName: 'Online payment', action: 'membership.dues_paid' });

  // A replay changes nothing.
  const event = completedEvent(link.sessionId);
  expect(await w.fake.redeliver(event.id)).toBe(200);
  expect(await duesPayments(invoice.id)).toHaveLength(1);

  // The member's payments and the admin's list name the invoice; the PDF lists the payment.
  const mine = (await member.agent.get('/api/payments/mine')).body;
  expect(mine).toMatchObject([{ purpose: 'DUES', invoiceId: invoice.id, bookingId: null, invoiceNumber: invoice.invoiceNumber, status: 'SUCCEEDED' }]);
  const dues = (await w.admin.agent.get('/api/payments?purpose=dues')).body;
  expect(dues.some((p: { invoiceId: number }) => p.invoiceId === invoice.id)).toBe(true);
  const pdf = await member.agent.get(`/api/invoices/${invoice.id}.pdf`).buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });
  expect(pdfText(pdf.body as Buffer).some((l) => /^Dues · Card · /.test(l))).toBe(true);

  // The receipt names the dues and links to the profile.
  const keys = (await w.t.services.notifications.due()).filter((k) => k.recipientId === member.user.id && k.kind === 'payment_receipt');
  for (const k of keys) await w.t.services.notifications.deliver(k);
  const mail = mailsTo(outbox, member.user.email).find((m) => m.subject === 'Payment received: Membership dues')!;
  expect(mail.text).toContain('for your membership dues (');
  expect(mail.text).toContain('Mar 1, 2031 – Mar 31, 2031');
  expect(mail.text).toContain('Your invoice: https://office.example.org/profile');
});

it('paid by hand while the member pays online: one mark, and the late payment waits for an admin, never lost', async () => {
  const { member, invoice } = await memberWithDues('2031-04-01');
  await member.agent.post(`/api/dues-invoices/${invoice.id}/pay`).expect(200);
  const link = await duesLink(invoice.id);
  w.fake.dropWebhooks(true);
  w.fake.pay(link.sessionId);
  await w.admin.agent.post(`/api/dues-invoices/${invoice.id}/mark-paid`).expect(200);
  await w.t.services.payments.idle();
  w.fake.dropWebhooks(false);
  expect(await w.fake.redeliver(completedEvent(link.sessionId).id)).toBe(200);
  expect(await duesPayments(invoice.id)).toMatchObject([{ status: 'succeeded', ticked: false, attention: 'Paid online after the dues invoice was already marked paid' }]);
  // Nothing more to pay, and asking says so.
  const again = await member.agent.post(`/api/dues-invoices/${invoice.id}/pay`);
  expect(again.body).toEqual({ message: 'This invoice is paid already' });
  // Refunded in full, the item needs no more attention.
  const [payment] = await duesPayments(invoice.id);
  await w.admin.agent.post(`/api/payments/${payment.id}/refund`).send({ amount: '40.00', reason: 'Paid twice' }).expect(200);
  await w.fake.settle();
  await eventually(async () => expect((await w.t.ds.query(`SELECT resolution FROM payments WHERE id = $1`, [payment.id]))[0].resolution).toBe('Refunded in full'));
});

it('a payment for a voided invoice, or of another amount, needs attention and marks nothing', async () => {
  const voided = await memberWithDues('2031-05-01');
  await voided.member.agent.post(`/api/dues-invoices/${voided.invoice.id}/pay`).expect(200);
  const link = await duesLink(voided.invoice.id);
  w.fake.dropWebhooks(true);
  w.fake.pay(link.sessionId);
  await w.admin.agent.post(`/api/dues-invoices/${voided.invoice.id}/void`).send({ reason: 'Waived' }).expect(200);
  await w.t.services.payments.idle();
  w.fake.dropWebhooks(false);
  await w.fake.redeliver(completedEvent(link.sessionId).id);
  expect(await duesPayments(voided.invoice.id)).toMatchObject([{ ticked: false, attention: 'Paid for a dues invoice that has since been voided' }]);
  expect((await duesOf(w.t, voided.member.user.id))[0].paidInFull).toBe(false);

  const other = await memberWithDues('2031-05-02', '30.00');
  await other.member.agent.post(`/api/dues-invoices/${other.invoice.id}/pay`).expect(200);
  const l2 = await duesLink(other.invoice.id);
  // The link asks 30.00, the provider charged what its session was made for; here the link says otherwise.
  await w.t.ds.query(`UPDATE payment_links SET amount_minor = 2500 WHERE id = $1`, [l2.id]);
  w.fake.pay(l2.sessionId);
  await eventually(async () => expect((await duesPayments(other.invoice.id))[0]?.attention).toBe('Paid $30 where the invoice asks $25'));
  expect((await duesOf(w.t, other.member.user.id))[0].paidInFull).toBe(false);
});

it('a refund the bank turns down gives its amount back, refundable again', async () => {
  const { member, invoice } = await memberWithDues('2031-06-01');
  await member.agent.post(`/api/dues-invoices/${invoice.id}/pay`).expect(200);
  w.fake.pay((await duesLink(invoice.id)).sessionId);
  await eventually(async () => expect((await duesPayments(invoice.id))[0]?.ticked).toBe(true));
  const [payment] = await duesPayments(invoice.id);
  w.fake.failNextRefund();
  await w.admin.agent.post(`/api/payments/${payment.id}/refund`).send({ amount: '40.00', reason: 'Left the club' }).expect(200);
  await w.fake.settle();
  await eventually(async () => expect((await w.t.ds.query(`SELECT status FROM refunds WHERE payment_id = $1`, [payment.id]))[0].status).toBe('failed'));
  expect((await duesPayments(invoice.id))[0].refundedMinor).toBe(0);
  expect((await auditOf(w, 'payment', payment.id)).map((a: { action: string }) => a.action)).toContain('payment.refund_failed');
  expect((await w.admin.agent.post(`/api/payments/${payment.id}/refund`).send({ amount: '40.00', reason: 'Left the club' })).status).toBe(200);
});

it('a payment whose webhook never came is found by the reconciliation and marks the invoice paid', async () => {
  const { member, invoice } = await memberWithDues('2031-07-01');
  await member.agent.post(`/api/dues-invoices/${invoice.id}/pay`).expect(200);
  w.fake.dropWebhooks(true);
  w.fake.pay((await duesLink(invoice.id)).sessionId);
  await w.fake.settle();
  w.fake.dropWebhooks(false);
  expect((await duesOf(w.t, member.user.id))[0].paidInFull).toBe(false);
  const report = await w.t.gql<Loose>(w.admin.agent, `mutation { reconcilePayments { paymentsRecorded } }`);
  expect(report.data.reconcilePayments.paymentsRecorded).toBeGreaterThanOrEqual(1);
  expect((await duesOf(w.t, member.user.id))[0].paidInFull).toBe(true);
});

it('members pay only their own unpaid dues invoices; without a provider there is nothing to pay online', async () => {
  const { invoice } = await memberWithDues('2031-08-01');
  const { agent: stranger } = await w.t.signedIn();
  expect((await stranger.post(`/api/dues-invoices/${invoice.id}/pay`)).body).toEqual({ message: 'Invoice not found' });
  expect((await w.t.gql(stranger, PAY, { id: String(invoice.id) })).errors?.[0].extensions?.code).toBe('NOT_FOUND');

  const off = await createTestContext();
  try {
    const admin = (await off.signedIn({ isAdmin: true })).agent;
    const m = await off.signedIn();
    const plan = await createPlan(off);
    const today = off.services.clock.today();
    await admin.post('/api/memberships').send({ memberId: m.user.id, planId: plan, startDate: today }).expect(201);
    const [d] = await duesOf(off, m.user.id);
    expect((await m.agent.post(`/api/dues-invoices/${d.id}/pay`)).body).toEqual({ message: 'Online payment is not available: please pay as the office tells you' });
    expect((await off.gql<Loose>(m.agent, MINE)).data.myMembership.invoices[0].paymentDue).toBeNull();
  } finally {
    await off.close();
  }
});
