import { ValidationError } from 'yup';
import { createTestContext, type TestContext } from '../../../test/harness';
import { changePlanPlan, deletePlanRefusal, periodsToIssue, planNameRefusal, type MembershipFacts } from '../../../../rules/memberships';
import { membershipPlanSchema } from '../../../../validation/memberships';
import { createMembership, createPlan, duesOf } from '../../../test/factories/memberships';

/** rules/memberships.ts beside its PostgreSQL twins (named in the rule's file), fed the same cases. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function refusedBy(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (err) {
    return (err as { driverError?: { constraint?: string } }).driverError?.constraint ?? String(err);
  }
}

const insertDues = (memberId: number, planId: number, start: string, end: string) =>
  t.ds.query(
    `INSERT INTO invoices (kind, member_id, plan_id, period_start, period_end, monthly_amount, deposit_amount, total_amount) VALUES ('dues', $1, $2, $3, $4, 10, 0, 10)`,
    [memberId, planId, start, end],
  );

describe('periodsToIssue ↔ invoices_dues_period_key (one per member and period)', () => {
  it('never lists a period already issued; the database refuses a second invoice for it, and takes the next', async () => {
    const member = await t.createUser();
    const plan = await createPlan(t);
    const m: MembershipFacts = { memberId: member.id, planId: plan, period: 'monthly', amount: '10.00', anchorDate: '2030-01-01', nextPlanId: null, nextPeriod: null, nextAmount: null, nextPlanFrom: null };
    expect(periodsToIssue(m, '2030-01-01', '2030-01-31')).toEqual([]);
    expect(await refusedBy(() => insertDues(member.id, plan, '2030-01-01', '2030-01-31'))).toBeNull();
    expect(await refusedBy(() => insertDues(member.id, plan, '2030-01-01', '2030-01-31'))).toBe('invoices_dues_period_key');
    const [next] = periodsToIssue(m, '2030-01-01', '2030-02-01');
    expect(next).toMatchObject({ start: '2030-02-01', end: '2030-02-28' });
    expect(await refusedBy(() => insertDues(member.id, plan, next.start, next.end))).toBeNull();
  });
});

describe('changePlanPlan ↔ memberships_terms_after_issued (a change takes effect at the next period)', () => {
  it('a started membership changes later, and the database refuses new terms over an issued period; an unstarted one changes at once', async () => {
    const [a, b] = [await createPlan(t), await createPlan(t)];
    const plan = { id: b, name: 'B', amount: '20.00', period: 'monthly' as const, isActive: true };

    const started = await t.createUser();
    await createMembership(t, started.id, a, '2030-03-01');
    await t.services.dues.issueDue('2030-03-05');
    const facts = { memberId: started.id, planId: a, period: 'monthly' as const, amount: '50.00', anchorDate: '2030-03-01', nextPlanId: null, nextPeriod: null, nextAmount: null, nextPlanFrom: null };
    expect(changePlanPlan(facts, plan, '2030-03-05', 1)).toEqual({ refused: null, change: { kind: 'scheduled', from: '2030-04-01' } });
    expect(await refusedBy(() => t.ds.query(`UPDATE memberships SET plan_id = $2 WHERE user_id = $1`, [started.id, b]))).toBe('memberships_terms_after_issued');
    expect(await refusedBy(() => t.ds.query(`UPDATE memberships SET plan_id = $2, anchor_date = '2030-03-15' WHERE user_id = $1`, [started.id, b]))).toBe(
      'memberships_terms_after_issued',
    );
    expect(await refusedBy(() => t.ds.query(`UPDATE memberships SET next_plan_id = $2, next_plan_from = '2030-04-01' WHERE user_id = $1`, [started.id, b]))).toBeNull();
    expect(await refusedBy(() => t.ds.query(`UPDATE memberships SET plan_id = $2, anchor_date = '2030-04-01', next_plan_id = NULL, next_plan_from = NULL WHERE user_id = $1`, [started.id, b]))).toBeNull();

    const unstarted = await t.createUser();
    await createMembership(t, unstarted.id, a, '2030-06-01');
    expect(changePlanPlan({ ...facts, memberId: unstarted.id, anchorDate: '2030-06-01' }, plan, '2030-03-05', 0)).toEqual({ refused: null, change: { kind: 'now' } });
    expect(await refusedBy(() => t.ds.query(`UPDATE memberships SET plan_id = $2 WHERE user_id = $1`, [unstarted.id, b]))).toBeNull();
  });

  it('an issued dues invoice keeps its plan, period and amount (invoices_dues_terms_fixed); its paid state may change', async () => {
    const member = await t.createUser();
    const plan = await createPlan(t);
    await createMembership(t, member.id, plan, '2030-05-01');
    await t.services.dues.issueDue('2030-05-01');
    const [d] = await duesOf(t, member.id);
    expect(await refusedBy(() => t.ds.query(`UPDATE invoices SET total_amount = 1, monthly_amount = 1 WHERE id = $1`, [d.id]))).toBe('invoices_dues_terms_fixed');
    expect(await refusedBy(() => t.ds.query(`UPDATE invoices SET period_end = '2030-06-30' WHERE id = $1`, [d.id]))).toBe('invoices_dues_terms_fixed');
    expect(await refusedBy(() => t.ds.query(`UPDATE invoices SET paid_in_full = true, paid_in_full_date = now() WHERE id = $1`, [d.id]))).toBeNull();
  });
});

describe('deletePlanRefusal ↔ the foreign keys to membership_plans (RESTRICT)', () => {
  it.each([
    ['unused', 0],
    ['a membership on it', 1],
  ])('a plan with %s', async (_what, uses) => {
    const plan = await createPlan(t);
    if (uses) await createMembership(t, (await t.createUser()).id, plan, '2030-01-01');
    const rule = deletePlanRefusal(uses);
    const db = await refusedBy(() => t.ds.query(`DELETE FROM membership_plans WHERE id = $1`, [plan]));
    expect({ rule: rule !== null, db: db !== null }).toEqual({ rule: uses > 0, db: uses > 0 });
    if (db) expect(db).toBe('memberships_plan_id_fkey');
  });
});

describe('planNameRefusal ↔ membership_plans_name_key (lower(name))', () => {
  it.each(['Gold', 'GOLD', 'gold', 'Golden', 'Émile', 'émile'])('a plan named %s beside "Gold" and "Émile"', async (name) => {
    const rule = planNameRefusal(name, [{ name: 'Gold' }, { name: 'Émile' }]) !== null;
    // In a transaction rolled back afterwards, so each case meets the same two plans.
    let db: string | null = null;
    await t.ds
      .transaction(async (m) => {
        await m.query(`INSERT INTO membership_plans (name, amount, period) VALUES ('Gold', 1, 'monthly'), ('Émile', 1, 'monthly')`);
        db = await refusedBy(() => m.query(`INSERT INTO membership_plans (name, amount, period) VALUES ($1, 1, 'monthly')`, [name]));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect({ name, db: db !== null }).toEqual({ name, db: rule });
    if (db) expect(db).toBe('membership_plans_name_key');
  });
});

describe('the plan schema ↔ membership_plans_amount_positive and membership_plans_period_check', () => {
  it.each([
    ['0.00', 'monthly'],
    ['0.01', 'monthly'],
    ['10.00', 'weekly'],
    ['10.00', 'yearly'],
  ])('amount %s, period %s', async (amount, period) => {
    const schema = await membershipPlanSchema
      .validate({ name: `Twin ${amount} ${period}`, amount, period })
      .then(() => null)
      .catch((e: ValidationError) => e.path);
    const db = await refusedBy(() => t.ds.query(`INSERT INTO membership_plans (name, amount, period) VALUES ($1, $2, $3)`, [`Twin ${amount} ${period}`, amount, period]));
    expect({ schema: schema !== null, db: db !== null }).toEqual({ schema: db !== null, db: schema !== null });
  });
});

it("the migration's down() undoes it and up() applies it again", async () => {
  const { MembershipDues1767200000000 } = await import('../../migrations/1767200000000-MembershipDues');
  const scratch = await createTestContext();
  const q = scratch.ds.createQueryRunner();
  try {
    const plan = await createPlan(scratch);
    await createMembership(scratch, (await scratch.createUser()).id, plan, '2030-01-01');
    await scratch.services.dues.issueDue('2030-02-01');
    const migration = new MembershipDues1767200000000();
    await migration.down(q);
    expect(await q.query(`SELECT to_regclass('memberships') AS t`)).toEqual([{ t: null }]);
    expect((await q.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'invoices' AND column_name = 'kind'`))[0].n).toBe(0);
    await migration.up(q);
    await createMembership(scratch, (await scratch.createUser()).id, await createPlan(scratch), '2030-01-01');
    expect((await scratch.services.dues.issueDue('2030-01-01')).issued).toBe(1);
  } finally {
    await q.release();
    await scratch.close();
  }
});
