import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { createRoom } from '../../../test/factories/bookings';
import { createMembership, createPlan, duesOf, movableClock } from '../../../test/factories/memberships';

/** Membership plans, memberships and the membership settings through GraphQL and REST, on a real database. */
const clock = movableClock('2031-03-10');
let t: TestContext;
let admin: Agent;

beforeAll(async () => {
  t = await createTestContext({ now: clock.now, env: { OFFICE_TIME_ZONE: 'UTC' } });
  admin = (await t.signedIn({ isAdmin: true })).agent;
});
afterAll(() => t.close());
beforeEach(() => clock.set('2031-03-10'));

const CREATE = `mutation($input: MembershipPlanInput!) { createMembershipPlan(input: $input) { id name amount period isActive memberCount inUse } }`;

describe('plans', () => {
  it('are created, listed and edited by admins', async () => {
    const made = await t.gql<{ createMembershipPlan: Record<string, unknown> }>(admin, CREATE, { input: { name: '  Standard  ', amount: '50', period: 'monthly' } });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createMembershipPlan).toMatchObject({ name: 'Standard', amount: '50.00', period: 'monthly', isActive: true, memberCount: 0, inUse: false });
    const id = made.data!.createMembershipPlan.id;
    const edited = await admin.put(`/api/membership-plans/${id}`).send({ name: 'Standard', amount: 55.5, period: 'quarterly', isActive: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Standard', amount: '55.50', period: 'quarterly', isActive: false });
    const listed = (await admin.get('/api/membership-plans')).body;
    expect(listed.find((p: { id: number }) => p.id === Number(id))).toMatchObject({ isActive: false });
    const audit = await t.ds.query(`SELECT action FROM audit_log WHERE entity_type = 'membership_plan' AND entity_id = $1 ORDER BY id`, [id]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['membership_plan.created', 'membership_plan.deactivated']);
  });

  it('refuse bad input with field messages and change nothing', async () => {
    const before = await t.count('membership_plans');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ', amount: '10', period: 'monthly' }, 'name', 'Plan name is required'],
      [{ name: 'Zero', amount: '0', period: 'monthly' }, 'amount', 'Amount must be more than zero'],
      [{ name: 'Negative', amount: '-5', period: 'monthly' }, 'amount', 'Amount must be more than zero'],
      [{ name: 'Weekly', amount: '5', period: 'weekly' }, 'period', 'Period must be monthly, quarterly or yearly'],
      [{ name: 'Cents', amount: '5.555', period: 'monthly' }, 'amount', 'Amount must be an amount with at most two decimals'],
    ];
    for (const [input, field, message] of cases) {
      const res = await admin.post('/api/membership-plans').send(input);
      expect({ input, status: res.status, field: res.body.field, message: res.body.message }).toEqual({ input, status: 400, field, message });
    }
    // Every invalid field is listed, in the form's order.
    const all = await admin.post('/api/membership-plans').send({ name: '', amount: '0', period: 'daily' });
    expect(all.body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'amount', 'period']);
    // GraphQL's enum refuses an unknown period, and its Money scalar a negative amount, before the service: the
    // refusal still names the field at fault.
    const gql = await t.gql(admin, CREATE, { input: { name: 'X', amount: '5', period: 'weekly' } });
    expect(gql.errors?.[0].message).toMatch(/weekly/);
    expect(gql.errors?.[0].extensions?.field).toBe('period');
    const negative = await t.gql(admin, CREATE, { input: { name: 'X', amount: '-5', period: 'monthly' } });
    expect(negative.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amount' });
    expect(await t.count('membership_plans')).toBe(before);
  });

  it('refuse a name another plan has, ignoring case (409, field name), on create and edit', async () => {
    await createPlan(t, { name: 'Family' });
    const res = await admin.post('/api/membership-plans').send({ name: 'FAMILY', amount: '80', period: 'monthly' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'A plan with this name already exists', field: 'name' });
    const other = await createPlan(t, { name: 'Student' });
    expect((await admin.put(`/api/membership-plans/${other}`).send({ name: 'family ', amount: '10', period: 'monthly' })).status).toBe(409);
  });

  it('in use cannot be deleted (409), only deactivated; unused ones can', async () => {
    const { user } = await t.signedIn();
    const used = await createPlan(t);
    await admin.post('/api/memberships').send({ memberId: user.id, planId: used, startDate: '2031-04-01' }).expect(201);
    const res = await admin.delete(`/api/membership-plans/${used}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This plan is in use (members or invoices) and cannot be deleted. Deactivate it instead.');
    const gql = await t.gql(admin, `mutation($id: ID!) { deleteMembershipPlan(id: $id) }`, { id: String(used) });
    expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
    const unused = await createPlan(t);
    expect((await admin.delete(`/api/membership-plans/${unused}`)).status).toBe(204);
    expect((await admin.delete(`/api/membership-plans/${unused}`)).status).toBe(404);
  });

  it('a plan only invoices name (the member moved on) still cannot be deleted: the database holds it', async () => {
    const { user } = await t.signedIn();
    const old = await createPlan(t);
    await createMembership(t, user.id, old, '2031-01-01');
    await t.services.dues.issueDue('2031-03-10');
    await t.ds.query(`DELETE FROM memberships WHERE user_id = $1`, [user.id]);
    // Even past the rule (a race), the foreign key answers the same 409.
    await expect(t.ds.query(`DELETE FROM membership_plans WHERE id = $1`, [old])).rejects.toThrow(/invoices_plan_id_fkey/);
    expect((await admin.delete(`/api/membership-plans/${old}`)).status).toBe(409);
  });
});

describe('memberships', () => {
  it('are assigned from today or later with an active plan; bad input is refused', async () => {
    const { user } = await t.signedIn();
    const plan = await createPlan(t);
    const inactive = await createPlan(t, { isActive: false });
    const send = (body: Record<string, unknown>) => admin.post('/api/memberships').send(body);
    const before = await t.count('memberships');
    expect((await send({ memberId: user.id, planId: plan, startDate: '2031-03-09' })).body).toMatchObject({ field: 'startDate', message: 'Start date must be today or later' });
    expect((await send({ memberId: user.id, planId: plan, startDate: '2031-02-30' })).body.message).toBe('Start date must be a real day written yyyy-MM-dd');
    expect((await send({ memberId: user.id, planId: inactive, startDate: '2031-04-01' })).body).toEqual({ message: 'This plan is inactive: choose an active plan', field: 'planId' });
    expect((await send({ memberId: user.id, planId: 999999, startDate: '2031-04-01' })).status).toBe(404);
    expect((await send({ memberId: 999999, planId: plan, startDate: '2031-04-01' })).body).toEqual({ message: 'Member not found' });
    expect(await t.count('memberships')).toBe(before);

    const ok = await send({ memberId: user.id, planId: plan, startDate: '2031-04-01' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ member: { id: user.id }, plan: { id: plan }, startDate: '2031-04-01', status: 'upcoming', paidThrough: null, currentPeriodStart: null });
    // Not started: assigning again replaces it. Started: the plan is changed instead.
    expect((await send({ memberId: user.id, planId: plan, startDate: '2031-05-01' })).body.startDate).toBe('2031-05-01');
    clock.set('2031-05-02');
    await t.services.dues.issueDue();
    expect((await send({ memberId: user.id, planId: plan, startDate: '2031-06-01' })).body).toEqual({
      message: 'This member already has a membership: change their plan instead',
      field: 'memberId',
    });
  });

  it('change plan at the next period; the current period stays billed as issued; choosing the current plan drops the change', async () => {
    const { user, agent: member } = await t.signedIn();
    const basic = await createPlan(t, { amount: '20.00' });
    const plus = await createPlan(t, { amount: '35.00' });
    await admin.post('/api/memberships').send({ memberId: user.id, planId: basic, startDate: '2031-03-10' }).expect(201);
    const CHANGE = `mutation($m: ID!, $p: ID!) { changeMembershipPlan(memberId: $m, planId: $p) { plan { id } nextPlan { id } nextPlanFrom startDate } }`;
    const changed = await t.gql<{ changeMembershipPlan: Record<string, unknown> }>(admin, CHANGE, { m: String(user.id), p: String(plus) });
    expect(changed.data!.changeMembershipPlan).toEqual({ plan: { id: String(basic) }, nextPlan: { id: String(plus) }, nextPlanFrom: '2031-04-10', startDate: '2031-03-10' });
    // The issued invoice is not rewritten, and the database refuses to make new terms cover it.
    expect((await duesOf(t, user.id)).map((d) => d.totalAmount)).toEqual(['20.00']);
    await expect(t.ds.query(`UPDATE memberships SET plan_id = $2 WHERE user_id = $1`, [user.id, plus])).rejects.toThrow(/takes effect at the next period/);
    await expect(t.ds.query(`UPDATE invoices SET total_amount = 35, monthly_amount = 35 WHERE kind = 'dues' AND member_id = $1`, [user.id])).rejects.toThrow(
      /keeps its plan, period and amount/,
    );
    // Back to the current plan: the waiting change is dropped; again: nothing to change.
    const kept = await t.gql<{ changeMembershipPlan: Record<string, unknown> }>(admin, CHANGE, { m: String(user.id), p: String(basic) });
    expect(kept.data!.changeMembershipPlan).toMatchObject({ nextPlan: null, nextPlanFrom: null });
    const same = await t.gql(admin, CHANGE, { m: String(user.id), p: String(basic) });
    expect(same.errors?.[0]).toMatchObject({ message: 'The member is already on this plan', extensions: { code: 'CONFLICT', field: 'planId' } });
    // The change again, then the next period: the new plan bills it.
    await t.gql(admin, CHANGE, { m: String(user.id), p: String(plus) });
    clock.set('2031-04-10');
    await t.services.dues.issueDue();
    expect((await duesOf(t, user.id)).map((d) => [d.periodStart, d.totalAmount, d.planId])).toEqual([
      ['2031-03-10', '20.00', basic],
      ['2031-04-10', '35.00', plus],
    ]);
    expect((await member.get('/api/memberships/mine')).body).toMatchObject({ plan: { id: plus, name: expect.any(String) }, nextPlan: null, startDate: '2031-04-10' });
    const notMember = await admin.post('/api/memberships/999999/change-plan').send({ planId: plus });
    expect(notMember.body).toEqual({ message: 'Membership not found' });
  });

  it('members see only their own; admins list everyone with filters by status', async () => {
    const plan = await createPlan(t, { name: 'Filtered plan' });
    const people = await Promise.all(['Ada Active', 'Dan Due', 'Lea Lapsed'].map((fullName) => t.signedIn({ fullName })));
    for (const p of people) await createMembership(t, p.user.id, plan, '2031-02-01');
    await t.services.dues.issueDue();
    const [ada, dan] = await Promise.all(people.map((p) => duesOf(t, p.user.id)));
    for (const d of ada) await admin.post(`/api/dues-invoices/${d.id}/mark-paid`).expect(200);
    await admin.post(`/api/dues-invoices/${dan[0].id}/mark-paid`).expect(200);

    const statuses = async (status?: string) =>
      (await admin.get(`/api/memberships${status ? `?status=${status}` : ''}`)).body
        .filter((m: { plan: { id: number } }) => m.plan.id === plan)
        .map((m: { member: { fullName: string }; status: string }) => `${m.member.fullName}: ${m.status}`);
    expect(await statuses()).toEqual(['Ada Active: active', 'Dan Due: due', 'Lea Lapsed: lapsed']);
    expect(await statuses('lapsed')).toEqual(['Lea Lapsed: lapsed']);
    const gql = await t.gql<{ memberships: { member: { fullName: string }; status: string; invoices: unknown[] }[] }>(
      admin,
      `query { memberships(filter: { status: due }) { member { fullName } status invoices { id } } }`,
    );
    expect(gql.data!.memberships.filter((m) => m.member.fullName === 'Dan Due')).toEqual([{ member: { fullName: 'Dan Due' }, status: 'due', invoices: [{ id: expect.any(String) }, { id: expect.any(String) }] }]);
    expect((await admin.get('/api/memberships?status=sleeping')).status).toBe(400);

    // A member reads their own membership, never the list; their invoices list holds only their own.
    const lea = people[2];
    expect((await lea.agent.get('/api/memberships')).status).toBe(403);
    expect((await t.gql(lea.agent, `query { memberships { id } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const mine = await lea.agent.get('/api/memberships/mine');
    expect(mine.body).toMatchObject({ member: { id: lea.user.id }, status: 'lapsed' });
    expect(mine.body.invoices.every((i: { kind: string }) => i.kind === 'dues')).toBe(true);
    const invoices = (await lea.agent.get('/api/invoices')).body;
    expect(invoices.length).toBe(2);
    expect(new Set(invoices.map((i: { id: number }) => i.id))).toEqual(new Set(mine.body.invoices.map((i: { id: number }) => i.id)));
    const { agent: nobody } = await t.signedIn();
    expect((await nobody.get('/api/memberships/mine')).body).toBeNull();
    expect((await t.gql(nobody, `query { myMembership { id } }`)).data).toEqual({ myMembership: null });
    // Someone else's dues invoice cannot be marked by a member.
    expect((await lea.agent.post(`/api/dues-invoices/${dan[0].id}/mark-unpaid`)).status).toBe(403);
  });
});

describe('settings and lapsed members', () => {
  it('grace days and whether lapsed members may request rooms are the admin’s, validated', async () => {
    expect((await admin.get('/api/membership-settings')).body).toEqual({ graceDays: 14, lapsedMembersMayRequestRooms: true });
    const bad = await admin.put('/api/membership-settings').send({ graceDays: 400, lapsedMembersMayRequestRooms: 'no' });
    expect(bad.body.errors).toEqual([
      { field: 'graceDays', message: 'Grace period must be a whole number of days from 0 to 365' },
      { field: 'lapsedMembersMayRequestRooms', message: 'lapsedMembersMayRequestRooms must be true or false' },
    ]);
    const saved = await t.gql<{ updateMembershipSettings: unknown }>(
      admin,
      `mutation { updateMembershipSettings(input: { graceDays: 7, lapsedMembersMayRequestRooms: true }) { graceDays lapsedMembersMayRequestRooms } }`,
    );
    expect(saved.data!.updateMembershipSettings).toEqual({ graceDays: 7, lapsedMembersMayRequestRooms: true });
    await admin.put('/api/membership-settings').send({ graceDays: 14, lapsedMembersMayRequestRooms: true }).expect(200);
  });

  it('a lapsed member may request a room with a warning for admins by default, and is refused when the office says so', async () => {
    const room = await createRoom(t);
    const plan = await createPlan(t);
    const { user, agent: member } = await t.signedIn({ fullName: 'Luca Lapsed' });
    await createMembership(t, user.id, plan, '2031-01-01');
    await t.services.dues.issueDue();
    const ask = (startDate: string) => member.post('/api/room-bookings').send({ roomId: room, startDate, durationMonths: 1 });

    const allowed = await ask('2031-06-01');
    expect(allowed.status).toBe(201);
    const requests = await t.gql<{ roomBookings: { id: string; memberMembershipStatus: string | null }[] }>(
      admin,
      `query { roomBookings(filter: { status: pending }) { id memberMembershipStatus } }`,
    );
    expect(requests.data!.roomBookings.find((b) => b.id === String(allowed.body.id))).toEqual({ id: String(allowed.body.id), memberMembershipStatus: 'lapsed' });

    await admin.put('/api/membership-settings').send({ graceDays: 14, lapsedMembersMayRequestRooms: false }).expect(200);
    const before = await t.count('room_bookings');
    const refused = await ask('2031-08-01');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Your membership has lapsed: please pay your dues before requesting a room' });
    expect(await t.count('room_bookings')).toBe(before);
    // Paid up, they may again; members without a membership were never concerned.
    for (const d of await duesOf(t, user.id)) await admin.post(`/api/dues-invoices/${d.id}/mark-paid`).expect(200);
    expect((await ask('2031-08-01')).status).toBe(201);
    const { agent: other } = await t.signedIn();
    expect((await other.post('/api/room-bookings').send({ roomId: room, startDate: '2031-10-01', durationMonths: 1 })).status).toBe(201);
    await admin.put('/api/membership-settings').send({ graceDays: 14, lapsedMembersMayRequestRooms: true }).expect(200);
  });
});
