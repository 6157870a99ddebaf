import type { DataSource } from 'typeorm';
import { createApp, type CreatedApp } from '../../app';
import { createLogger } from '../../core/logger';
import { createDataSource } from '../../database';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { createPlan, duesOf, movableClock } from '../../../test/factories/memberships';

/**
 * Issue 36's "Done when" for dues: a member on a monthly plan gets one dues invoice per month with two instances
 * issuing at once while the clock moves, goes due, then lapsed while unpaid, and active again once an admin marks the
 * invoices paid. Two app instances on one database, each with its own office clock reading the same moved wall clock.
 */
const clock = movableClock('2031-03-01');
let t: TestContext;
let ds2: DataSource;
let second: CreatedApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestContext({ now: clock.now, env: { OFFICE_TIME_ZONE: 'UTC' } });
  ds2 = createDataSource({ url: (t.ds.options as { url: string }).url, poolSize: 10 });
  await ds2.initialize();
  second = await createApp({ ds: ds2, config: t.config, logger: createLogger('silent'), secret: 'test-secret', now: clock.now });
  admin = (await t.signedIn({ isAdmin: true })).agent;
});
afterAll(async () => {
  await second.apollo.stop();
  await ds2.destroy();
  await t.close();
});

const MINE = `query { myMembership { status paidThrough owedSince lapsesOn currentPeriodStart currentPeriodEnd plan { name }
  invoices { id invoiceNumber kind periodStart periodEnd totalAmount paidInFull plan { name } } } }`;

/** Both instances' jobs sweep at once, on today's clock. */
const sweepBoth = () => Promise.all([t.services.dues.issueDue(), second.services.dues.issueDue(), t.services.dues.issueDue()]);

it('a member on a monthly plan gets one dues invoice per month over two instances, goes due, lapsed, and active again once paid', async () => {
  const { user, agent: member } = await t.signedIn({ fullName: 'Dora Dues' });
  const plan = await createPlan(t, { name: 'Monthly member', amount: '25.00', period: 'monthly' });

  // Assigned from today: the first period's invoice comes at once.
  const assigned = await admin.post('/api/memberships').send({ memberId: user.id, planId: plan, startDate: '2031-03-01' });
  expect(assigned.status).toBe(201);
  expect(assigned.body).toMatchObject({ status: 'due', owedSince: '2031-03-01', lapsesOn: '2031-03-16', paidThrough: null, currentPeriodStart: '2031-03-01', currentPeriodEnd: '2031-03-31' });
  await sweepBoth();
  expect((await duesOf(t, user.id)).map((d) => [d.periodStart, d.periodEnd, d.totalAmount])).toEqual([['2031-03-01', '2031-03-31', '25.00']]);

  // Day after day, both instances sweep; March stays unpaid.
  for (const day of ['2031-03-10', '2031-03-15']) {
    clock.set(day);
    await sweepBoth();
    expect((await t.gql<{ myMembership: { status: string } }>(member, MINE)).data!.myMembership.status).toBe('due');
  }
  clock.set('2031-03-16');
  expect((await t.gql<{ myMembership: { status: string } }>(member, MINE)).data!.myMembership.status).toBe('lapsed');

  // April and May begin: one invoice each, however many sweeps run at once.
  for (const day of ['2031-04-01', '2031-04-02', '2031-05-01', '2031-05-01']) {
    clock.set(day);
    await sweepBoth();
  }
  const dues = await duesOf(t, user.id);
  expect(dues.map((d) => d.periodStart)).toEqual(['2031-03-01', '2031-04-01', '2031-05-01']);
  expect(new Set(dues.map((d) => d.invoiceNumber)).size).toBe(3);
  expect(dues[1].description).toBe('Membership dues: Monthly member, Apr 1, 2031 – Apr 30, 2031');

  const seen = (await t.gql<{ myMembership: { status: string; owedSince: string; invoices: { kind: string; paidInFull: boolean }[] } }>(member, MINE)).data!.myMembership;
  expect(seen).toMatchObject({ status: 'lapsed', owedSince: '2031-03-01' });
  expect(seen.invoices.map((i) => i.kind)).toEqual(['dues', 'dues', 'dues']);

  // The admin marks March and April paid: still owing May (within grace), so due; then May too: active, paid through May.
  for (const d of dues.slice(0, 2)) expect((await admin.post(`/api/dues-invoices/${d.id}/mark-paid`)).status).toBe(200);
  const afterTwo = (await member.get('/api/memberships/mine')).body;
  expect(afterTwo).toMatchObject({ status: 'due', paidThrough: '2031-04-30', owedSince: '2031-05-01' });
  const paid = await t.gql<{ markDuesPaid: { paidInFull: boolean; paidInFullDate: string } }>(admin, `mutation($id: ID!) { markDuesPaid(invoiceId: $id) { paidInFull paidInFullDate } }`, {
    id: String(dues[2].id),
  });
  expect(paid.data!.markDuesPaid.paidInFull).toBe(true);
  expect((await member.get('/api/memberships/mine')).body).toMatchObject({ status: 'active', paidThrough: '2031-05-31', owedSince: null, lapsesOn: null });

  // Marking again changes nothing; undoing it makes May owed again.
  expect((await admin.post(`/api/dues-invoices/${dues[2].id}/mark-paid`)).body.paidInFull).toBe(true);
  expect((await admin.post(`/api/dues-invoices/${dues[2].id}/mark-unpaid`)).body.paidInFull).toBe(false);
  expect((await member.get('/api/memberships/mine')).body.status).toBe('due');
  const audit = await t.ds.query(`SELECT action FROM audit_log WHERE entity_type = 'membership' AND entity_id = $1 ORDER BY id`, [user.id]);
  expect(audit.map((a: { action: string }) => a.action)).toEqual([
    'membership.assigned',
    'membership.dues_paid',
    'membership.dues_paid',
    'membership.dues_paid',
    'membership.dues_unpaid',
  ]);
});

it('catches up periods missed while no instance ran, across a plan change, without gaps in the numbers', async () => {
  clock.set('2031-06-01');
  const { user } = await t.signedIn();
  const monthly = await createPlan(t, { amount: '10.00' });
  const quarterly = await createPlan(t, { amount: '27.00', period: 'quarterly' });
  await admin.post('/api/memberships').send({ memberId: user.id, planId: monthly, startDate: '2031-06-01' }).expect(201);
  clock.set('2031-06-20');
  const changed = await admin.post(`/api/memberships/${user.id}/change-plan`).send({ planId: quarterly });
  expect(changed.status).toBe(200);
  expect(changed.body).toMatchObject({ plan: { id: monthly }, nextPlan: { id: quarterly }, nextPlanFrom: '2031-07-01' });

  // Nothing ran from June 20 to October 2: July (the new plan's first quarter) and October are both issued now, once.
  clock.set('2031-10-02');
  const before = await t.ds.query(`SELECT max(invoice_number) AS last FROM invoices`);
  await sweepBoth();
  const dues = await duesOf(t, user.id);
  expect(dues.map((d) => [d.periodStart, d.periodEnd, d.totalAmount, d.planId])).toEqual([
    ['2031-06-01', '2031-06-30', '10.00', monthly],
    ['2031-07-01', '2031-09-30', '27.00', quarterly],
    ['2031-10-01', '2031-12-31', '27.00', quarterly],
  ]);
  const [{ plan_id, next_plan_id, anchor_date }] = await t.ds.query(`SELECT plan_id, next_plan_id, anchor_date::text FROM memberships WHERE user_id = $1`, [user.id]);
  expect({ plan_id, next_plan_id, anchor_date }).toEqual({ plan_id: quarterly, next_plan_id: null, anchor_date: '2031-07-01' });
  // The numbers taken since are consecutive: none was lost to an instance that found the period taken.
  const numbers = (await t.ds.query(`SELECT invoice_number FROM invoices WHERE invoice_number > $1 ORDER BY 1`, [before[0].last])).map((r: { invoice_number: string }) =>
    Number(r.invoice_number.slice(9)),
  );
  expect(numbers).toEqual(numbers.map((_: number, i: number) => numbers[0] + i));
});

it('renders a dues invoice PDF with the plan and period instead of a room and months', async () => {
  clock.set('2031-11-01');
  const { user, agent: member } = await t.signedIn({ fullName: 'Pia Pdf' });
  const plan = await createPlan(t, { name: 'Supporter', amount: '120.00', period: 'yearly' });
  await admin.post('/api/memberships').send({ memberId: user.id, planId: plan, startDate: '2031-11-01' }).expect(201);
  const [d] = await duesOf(t, user.id);
  await admin.post(`/api/dues-invoices/${d.id}/mark-paid`).expect(200);
  const res = await member.get(`/api/invoices/${d.id}.pdf`).buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });
  expect(res.status).toBe(200);
  const text = pdfText(res.body as Buffer);
  expect(text).toEqual(expect.arrayContaining([`Invoice ${d.invoiceNumber}`, 'Pia Pdf', 'Membership', 'Supporter', 'Yearly', 'Nov 1, 2031 – Oct 31, 2032', 'Dues', '$120.00', '$0.00']));
  expect(text).not.toContain('Room');
  expect(text).not.toContain('Deposit');
  expect(text.filter((l) => /^Paid [A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(l))).toHaveLength(1);
  // Someone else's dues invoice is not found, like a missing one.
  const { agent: stranger } = await t.signedIn();
  expect((await stranger.get(`/api/invoices/${d.id}.pdf`)).status).toBe(404);
});

it('a voided (waived) period counts as settled; a void or paid invoice cannot be voided or marked again', async () => {
  clock.set('2032-01-01');
  const { user, agent: member } = await t.signedIn();
  const plan = await createPlan(t);
  await admin.post('/api/memberships').send({ memberId: user.id, planId: plan, startDate: '2032-01-01' }).expect(201);
  const [d] = await duesOf(t, user.id);
  expect((await admin.post(`/api/dues-invoices/${d.id}/void`).send({ reason: ' ' })).body).toMatchObject({ message: 'Please give a reason for voiding', field: 'reason' });
  const voided = await admin.post(`/api/dues-invoices/${d.id}/void`).send({ reason: 'Waived: founding member' });
  expect(voided.status).toBe(200);
  expect(voided.body).toMatchObject({ voidReason: 'Waived: founding member', kind: 'dues' });
  expect((await member.get('/api/memberships/mine')).body).toMatchObject({ status: 'active', paidThrough: '2032-01-31' });
  expect((await admin.post(`/api/dues-invoices/${d.id}/mark-paid`)).body).toEqual({ message: 'This invoice is void' });
  expect((await admin.post(`/api/dues-invoices/${d.id}/void`).send({ reason: 'again' })).status).toBe(409);
  // A booking invoice is not a dues invoice.
  expect((await admin.post(`/api/dues-invoices/999999/mark-paid`)).body).toEqual({ message: 'Invoice not found' });
  // Never issued again: the unique key holds the voided period.
  await sweepBoth();
  expect(await duesOf(t, user.id)).toHaveLength(1);
});
