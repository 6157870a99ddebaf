import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_GRACE_DAYS, type DuesFacts, type MembershipTerms, type PlanPeriod } from '../../../../rules/memberships';

export interface PlanRow {
  id: number;
  name: string;
  /** Money string, "50.00". */
  amount: string;
  period: PlanPeriod;
  isActive: boolean;
  createdAt: Date;
  /** Memberships on the plan or changing to it. */
  memberCount: number;
  /** Memberships, scheduled changes and invoices that name it: deleting it is refused while any exists. */
  uses: number;
}

/** A membership with its plans and what its dues invoices say (one row per member; rules/memberships.ts decides the rest). */
export interface MembershipRow extends MembershipTerms, DuesFacts {
  id: number;
  memberId: number;
  memberName: string;
  memberEmail: string;
  planId: number;
  nextPlanId: number | null;
  /** How many dues invoices were issued to the member (an unstarted membership with none may be replaced). */
  issued: number;
  /** The office's grace days, read in the same statement (a list costs one). */
  graceDays: number | null;
}

export interface MembershipSettingsRow {
  graceDays: number;
  lapsedMembersMayRequestRooms: boolean;
}

const PLAN = `p.id, p.name, p.amount::text AS amount, p.period, p.is_active AS "isActive", p.created_at AS "createdAt",
  (SELECT count(*)::int FROM memberships m WHERE m.plan_id = p.id OR m.next_plan_id = p.id) AS "memberCount",
  ((SELECT count(*) FROM memberships m WHERE m.plan_id = p.id OR m.next_plan_id = p.id)
    + (SELECT count(*) FROM invoices i WHERE i.plan_id = p.id))::int AS uses`;

/**
 * Memberships with their terms and dues facts, one statement for any number: the oldest unpaid period, the last day
 * paid for without a gap before it, and the last period issued (rules/memberships.ts duesFacts, in SQL). Members whose
 * accounts were deleted are left out (their memberships bill nobody).
 */
const MEMBERSHIPS = `
  SELECT ms.id, ms.user_id AS "memberId", u.full_name AS "memberName", u.email AS "memberEmail",
         ms.plan_id AS "planId", p.period, p.amount::text AS amount, ms.anchor_date::text AS "anchorDate",
         ms.next_plan_id AS "nextPlanId", n.period AS "nextPeriod", n.amount::text AS "nextAmount", ms.next_plan_from::text AS "nextPlanFrom",
         f.oldest_unpaid::text AS "oldestUnpaidStart", g.paid_through::text AS "paidThrough", f.last_issued::text AS "lastIssuedStart",
         f.issued AS issued, (SELECT membership_grace_days FROM office_settings) AS "graceDays"
    FROM memberships ms
    JOIN users u ON u.id = ms.user_id AND u.deleted_at IS NULL
    JOIN membership_plans p ON p.id = ms.plan_id
    LEFT JOIN membership_plans n ON n.id = ms.next_plan_id
    CROSS JOIN LATERAL (
      SELECT min(i.period_start) FILTER (WHERE NOT i.paid_in_full AND i.voided_at IS NULL) AS oldest_unpaid,
             max(i.period_start) AS last_issued, count(*)::int AS issued
        FROM invoices i WHERE i.kind = 'dues' AND i.member_id = ms.user_id
    ) f
    CROSS JOIN LATERAL (
      SELECT max(i.period_end) AS paid_through FROM invoices i
       WHERE i.kind = 'dues' AND i.member_id = ms.user_id AND i.period_start < coalesce(f.oldest_unpaid, 'infinity'::date)
    ) g`;

/** The only code that reads and writes membership_plans, memberships and the membership settings. */
export class MembershipsRepository {
  constructor(private readonly ds: DataSource) {}

  private q(m?: EntityManager) {
    return m ?? this.ds.manager;
  }

  // ------------------------------------------------------------------ plans

  async plans(): Promise<PlanRow[]> {
    return this.ds.query(`SELECT ${PLAN} FROM membership_plans p ORDER BY p.is_active DESC, lower(p.name), p.id`);
  }

  async plan(id: number, m?: EntityManager, lock = false): Promise<PlanRow | null> {
    const [row] = await this.q(m).query(`SELECT ${PLAN} FROM membership_plans p WHERE p.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row ?? null;
  }

  async plansByIds(ids: readonly number[]): Promise<PlanRow[]> {
    return this.ds.query(`SELECT ${PLAN} FROM membership_plans p WHERE p.id = ANY($1::int[])`, [[...ids]]);
  }

  /** Plans whose name could clash with `name` (the rule compares them), the plan itself left out. */
  async plansNamed(name: string, except: number | null): Promise<{ name: string }[]> {
    return this.ds.query(`SELECT name FROM membership_plans WHERE lower(name) = lower($1) AND ($2::int IS NULL OR id <> $2)`, [name.trim(), except]);
  }

  async insertPlan(p: { name: string; amount: string; period: PlanPeriod; isActive: boolean }, m: EntityManager): Promise<number> {
    const [row] = await m.query(`INSERT INTO membership_plans (name, amount, period, is_active) VALUES ($1, $2, $3, $4) RETURNING id`, [
      p.name,
      p.amount,
      p.period,
      p.isActive,
    ]);
    return row.id;
  }

  async updatePlan(id: number, p: { name: string; amount: string; period: PlanPeriod; isActive: boolean }, m: EntityManager): Promise<void> {
    await m.query(`UPDATE membership_plans SET name = $2, amount = $3, period = $4, is_active = $5, updated_at = now() WHERE id = $1`, [
      id,
      p.name,
      p.amount,
      p.period,
      p.isActive,
    ]);
  }

  async deletePlan(id: number, m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM membership_plans WHERE id = $1`, [id]);
  }

  // ------------------------------------------------------------------ memberships

  /** Every membership of a member whose account exists, by member name. */
  async memberships(): Promise<MembershipRow[]> {
    return this.ds.query(`${MEMBERSHIPS} ORDER BY lower(u.full_name), ms.id`);
  }

  async membershipsOf(memberIds: readonly number[]): Promise<MembershipRow[]> {
    return this.ds.query(`${MEMBERSHIPS} WHERE ms.user_id = ANY($1::int[])`, [[...memberIds]]);
  }

  /** A member's membership, locked for the caller's transaction (plan changes and issuing dues queue on it). */
  async lockOf(memberId: number, m: EntityManager): Promise<MembershipRow | null> {
    const locked = await m.query(`SELECT id FROM memberships WHERE user_id = $1 FOR UPDATE`, [memberId]);
    if (!locked.length) return null;
    const [row] = await m.query(`${MEMBERSHIPS} WHERE ms.user_id = $1`, [memberId]);
    return row ?? null;
  }

  /** The members whose memberships may have dues to issue by `today` (the job's list): started ones of existing accounts. */
  async startedBy(today: string): Promise<number[]> {
    const rows = await this.ds.query(
      `SELECT ms.user_id AS id FROM memberships ms JOIN users u ON u.id = ms.user_id AND u.deleted_at IS NULL
        WHERE ms.anchor_date <= $1::date ORDER BY ms.user_id`,
      [today],
    );
    return rows.map((r: { id: number }) => r.id);
  }

  async insertMembership(memberId: number, planId: number, anchor: string, m: EntityManager): Promise<void> {
    await m.query(`INSERT INTO memberships (user_id, plan_id, anchor_date) VALUES ($1, $2, $3)`, [memberId, planId, anchor]);
  }

  /** New terms: a plan from an anchor, a scheduled change or none. The trigger refuses terms over a period already invoiced. */
  async setTerms(
    memberId: number,
    t: { planId: number; anchorDate: string; nextPlanId: number | null; nextPlanFrom: string | null },
    m: EntityManager,
  ): Promise<void> {
    await m.query(
      `UPDATE memberships SET plan_id = $2, anchor_date = $3, next_plan_id = $4, next_plan_from = $5, updated_at = now() WHERE user_id = $1`,
      [memberId, t.planId, t.anchorDate, t.nextPlanId, t.nextPlanFrom],
    );
  }

  // ------------------------------------------------------------------ settings

  /**
   * An SQL boolean: whether the office lets lapsed members request rooms (settings()' `lapsedMembersMayRequestRooms`,
   * true without a settings row), for a statement of another module to read beside its own facts (a booking request's:
   * when it is true, no member's standing needs asking, and the request costs no statement of its own for it).
   */
  static readonly LAPSED_MAY_REQUEST_SQL = `NOT EXISTS (SELECT 1 FROM office_settings WHERE NOT lapsed_may_request_rooms)`;

  async settings(m?: EntityManager): Promise<MembershipSettingsRow> {
    const [row] = await this.q(m).query(
      `SELECT membership_grace_days AS "graceDays", lapsed_may_request_rooms AS "lapsedMembersMayRequestRooms" FROM office_settings`,
    );
    return row ?? { graceDays: DEFAULT_GRACE_DAYS, lapsedMembersMayRequestRooms: true };
  }

  async saveSettings(s: MembershipSettingsRow, m: EntityManager): Promise<void> {
    await m.query(`UPDATE office_settings SET membership_grace_days = $1, lapsed_may_request_rooms = $2`, [s.graceDays, s.lapsedMembersMayRequestRooms]);
  }
}
