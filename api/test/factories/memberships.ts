import type { TestContext } from '../harness';

/** Test-only factories and probes for membership plans, memberships and dues invoices (named rows straight into the database). */

let n = 0;

export async function createPlan(t: TestContext, f: { name?: string; amount?: string; period?: 'monthly' | 'quarterly' | 'yearly'; isActive?: boolean } = {}): Promise<number> {
  const [row] = await t.ds.query(`INSERT INTO membership_plans (name, amount, period, is_active) VALUES ($1, $2, $3, $4) RETURNING id`, [
    f.name ?? `Plan ${++n} ${Math.random().toString(36).slice(2, 6)}`,
    f.amount ?? '50.00',
    f.period ?? 'monthly',
    f.isActive ?? true,
  ]);
  return row.id;
}

/** A membership written directly (a start in the past, as history): the services only take today or later. */
export async function createMembership(t: TestContext, memberId: number, planId: number, anchorDate: string): Promise<void> {
  await t.ds.query(`INSERT INTO memberships (user_id, plan_id, anchor_date) VALUES ($1, $2, $3)`, [memberId, planId, anchorDate]);
}

export interface DuesRow {
  id: number;
  invoiceNumber: string;
  planId: number;
  periodStart: string;
  periodEnd: string;
  totalAmount: string;
  paidInFull: boolean;
  voidedAt: Date | null;
  description: string;
}

/** A member's dues invoices, oldest period first. */
export async function duesOf(t: TestContext, memberId: number): Promise<DuesRow[]> {
  return t.ds.query(
    `SELECT id, invoice_number AS "invoiceNumber", plan_id AS "planId", period_start::text AS "periodStart", period_end::text AS "periodEnd",
            total_amount::text AS "totalAmount", paid_in_full AS "paidInFull", voided_at AS "voidedAt", description
       FROM invoices WHERE kind = 'dues' AND member_id = $1 ORDER BY period_start`,
    [memberId],
  );
}

/** A movable wall clock for the app's office clock (createTestContext's `now`), set to noon UTC of a day. */
export function movableClock(day: string) {
  let at = new Date(`${day}T12:00:00Z`);
  return {
    now: () => at,
    set(d: string) {
      at = new Date(`${d}T12:00:00Z`);
    },
  };
}
