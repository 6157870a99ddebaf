import type { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, guardDb, notFound, refuse } from '../../core/errors';
import { requireAdmin, requireViewer, type Viewer } from '../../core/auth/viewer';
import type { Clock } from '../../core/clock';
import { paging, validate } from '../../core/validation';
import {
  ALREADY_A_MEMBER,
  assignRefusal,
  DEFAULT_GRACE_DAYS,
  changePlanPlan,
  deletePlanRefusal,
  lapsedRequestRefusal,
  MEMBER_NOT_FOUND,
  membershipStanding,
  PLAN_IN_USE,
  PLAN_NAME_TAKEN,
  PLAN_NOT_FOUND,
  planNameRefusal,
  type MembershipStanding,
  type MembershipStatus,
} from '../../../../rules/memberships';
import type { Refusal } from '../../../../rules/refusal';
import {
  AMOUNT_POSITIVE,
  assignMembershipSchema,
  changePlanSchema,
  membershipFilterSchema,
  membershipPlanSchema,
  membershipSettingsSchema,
  PERIOD_UNKNOWN,
} from '../../../../validation/memberships';
import { record } from '../audit/audit.record';
import { MembershipsRepository, type MembershipRow, type MembershipSettingsRow, type PlanRow } from './memberships.repository';
import type { DuesService } from './dues.service';

/** A membership as the API answers it: its row and its standing today (rules/memberships.ts). */
export interface MembershipView extends MembershipRow {
  standing: MembershipStanding;
}

/** Constraint names → what the client is told when the database refuses a write (the rules' twins). */
const DB_MESSAGES = {
  membership_plans_name_key: conflict(PLAN_NAME_TAKEN, 'name'),
  membership_plans_amount_positive: badInput(AMOUNT_POSITIVE, 'amount'),
  membership_plans_period_check: badInput(PERIOD_UNKNOWN, 'period'),
  memberships_user_key: conflict(ALREADY_A_MEMBER, 'memberId'),
  memberships_user_id_fkey: notFound(MEMBER_NOT_FOUND),
  memberships_plan_id_fkey: notFound(PLAN_NOT_FOUND),
  memberships_next_plan_id_fkey: notFound(PLAN_NOT_FOUND),
  memberships_terms_after_issued: conflict('A plan change takes effect at the next period: that period is already invoiced'),
};
/** Deleting a plan something still names: the foreign keys RESTRICT (rules/memberships.ts deletePlanRefusal's twin). */
const IN_USE = { memberships_plan_id_fkey: conflict(PLAN_IN_USE), memberships_next_plan_id_fkey: conflict(PLAN_IN_USE), invoices_plan_id_fkey: conflict(PLAN_IN_USE) };

const planAudit = (p: Pick<PlanRow, 'name' | 'amount' | 'period' | 'isActive'>) => ({ name: p.name, amount: p.amount, period: p.period, isActive: p.isActive });

/**
 * Membership plans, members' memberships and the office's membership settings (issue 36). Admins define plans and
 * assign them; a member reads their own. Status is never stored: each read derives it from the dues invoices with
 * rules/memberships.ts. Dues invoices themselves are DuesService's.
 */
export class MembershipsService {
  readonly repo: MembershipsRepository;
  /** Set by the app's wiring: issues the dues a membership owes as soon as it starts or changes. */
  dues?: DuesService;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {
    this.repo = new MembershipsRepository(ds);
  }

  // ------------------------------------------------------------------ plans

  async plans(viewer: Viewer | null): Promise<PlanRow[]> {
    requireAdmin(viewer);
    return this.repo.plans();
  }

  async createPlan(viewer: Viewer | null, input: unknown): Promise<PlanRow> {
    const admin = requireAdmin(viewer);
    const data = await validate(membershipPlanSchema, input);
    refuse(planNameRefusal(data.name, await this.repo.plansNamed(data.name, null)));
    const id = await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const id = await this.repo.insertPlan(data, m);
          await record(m, admin, { action: 'membership_plan.created', entityType: 'membership_plan', entityId: id, summary: `Created membership plan "${data.name}"`, after: planAudit(data) });
          return id;
        }),
      DB_MESSAGES,
    );
    return (await this.repo.plan(id))!;
  }

  /** Edits a plan. Its amount and period bill the periods that start from now on; issued invoices keep theirs. */
  async updatePlan(viewer: Viewer | null, id: number, input: unknown): Promise<PlanRow> {
    const admin = requireAdmin(viewer);
    const data = await validate(membershipPlanSchema, input);
    refuse(planNameRefusal(data.name, await this.repo.plansNamed(data.name, id)));
    await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const before = await this.repo.plan(id, m, true);
          if (!before) throw notFound(PLAN_NOT_FOUND);
          await this.repo.updatePlan(id, data, m);
          await record(m, admin, {
            action: before.isActive && !data.isActive ? 'membership_plan.deactivated' : 'membership_plan.updated',
            entityType: 'membership_plan',
            entityId: id,
            summary: `${before.isActive && !data.isActive ? 'Deactivated' : 'Updated'} membership plan "${data.name}"`,
            before: planAudit(before),
            after: planAudit(data),
          });
        }),
      DB_MESSAGES,
    );
    return (await this.repo.plan(id))!;
  }

  /** Deletes a plan nothing names; one in use answers 409 (the rule first, the foreign keys under a race). */
  async deletePlan(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const plan = await this.repo.plan(id, m, true);
          if (!plan) throw notFound(PLAN_NOT_FOUND);
          refuse(deletePlanRefusal(plan.uses));
          await this.repo.deletePlan(id, m);
          await record(m, admin, { action: 'membership_plan.deleted', entityType: 'membership_plan', entityId: id, summary: `Deleted membership plan "${plan.name}"`, before: planAudit(plan) });
        }),
      IN_USE,
    );
    return id;
  }

  // ------------------------------------------------------------------ memberships

  /** Admins: every membership with its status today, by member name; optionally one status only. */
  async list(viewer: Viewer | null, filter: unknown, limit?: unknown, offset?: unknown): Promise<MembershipView[]> {
    requireAdmin(viewer);
    const f = await validate(membershipFilterSchema, filter ?? null);
    const page = paging(limit, offset);
    const views = this.withStanding(await this.repo.memberships());
    const shown = f?.status ? views.filter((v) => v.standing.status === f.status) : views;
    return shown.slice(page.offset, page.offset + page.limit);
  }

  /** The caller's own membership, or null. */
  async mine(viewer: Viewer | null): Promise<MembershipView | null> {
    const member = requireViewer(viewer);
    return (await this.of([member.id])).get(member.id) ?? null;
  }

  /** Memberships of these members with their standing today (loaders, the booking request gate, insights). */
  async of(memberIds: readonly number[]): Promise<Map<number, MembershipView>> {
    const views = this.withStanding(await this.repo.membershipsOf(memberIds));
    return new Map(views.map((v) => [v.memberId, v]));
  }

  /** How many members stand in each status today (Insights). */
  async countsByStatus(): Promise<Record<MembershipStatus, number>> {
    const counts: Record<MembershipStatus, number> = { active: 0, due: 0, lapsed: 0, upcoming: 0 };
    for (const v of this.withStanding(await this.repo.memberships())) counts[v.standing.status]++;
    return counts;
  }

  private withStanding(rows: MembershipRow[]): MembershipView[] {
    return rows.map((r) => this.view(r, r.graceDays ?? DEFAULT_GRACE_DAYS));
  }

  /** A membership with its standing today, under the office's grace days (resolvers derive it from loaded rows this way). */
  view(row: MembershipRow, graceDays: number): MembershipView {
    return { ...row, standing: membershipStanding(row, row, this.clock.today(), graceDays) };
  }

  /**
   * Gives a member a plan from a start day (today or later). A member whose membership has not started (nothing
   * billed) gets the new plan and start instead; a started one changes plan (changePlan). A membership starting
   * today has its first dues invoice at once.
   */
  async assign(viewer: Viewer | null, input: unknown): Promise<MembershipView> {
    const admin = requireAdmin(viewer);
    const today = this.clock.today();
    const data = await validate(assignMembershipSchema(() => today), input);
    await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const [member] = await m.query(`SELECT id, full_name AS "fullName" FROM users WHERE id = $1 AND deleted_at IS NULL FOR KEY SHARE`, [data.memberId]);
          if (!member) throw notFound(MEMBER_NOT_FOUND);
          const existing = await this.repo.lockOf(data.memberId, m);
          const plan = await this.repo.plan(data.planId, m);
          refuse(assignRefusal(plan, existing, data.startDate, today, existing?.issued ?? 0));
          const terms = { planId: data.planId, anchorDate: data.startDate, nextPlanId: null, nextPlanFrom: null };
          if (existing) await this.repo.setTerms(data.memberId, terms, m);
          else await this.repo.insertMembership(data.memberId, data.planId, data.startDate, m);
          await record(m, admin, {
            action: 'membership.assigned',
            entityType: 'membership',
            entityId: data.memberId,
            summary: `Gave ${member.fullName} the plan "${plan!.name}" from ${data.startDate}`,
            before: existing ? { planId: existing.planId, startDate: existing.anchorDate } : null,
            after: { planId: data.planId, startDate: data.startDate },
          });
          if (data.startDate <= today) await this.dues?.issueFor(m, data.memberId, today);
        }),
      DB_MESSAGES,
    );
    return (await this.of([data.memberId])).get(data.memberId)!;
  }

  /**
   * Changes a member's plan: from the next period (the current one stays billed as issued), at once when nothing was
   * billed yet, or back to the current plan (the scheduled change is dropped). Dues owed under the old terms are
   * issued first, so a change never hides a period.
   */
  async changePlan(viewer: Viewer | null, memberId: number, input: unknown): Promise<MembershipView> {
    const admin = requireAdmin(viewer);
    const { planId } = await validate(changePlanSchema, input);
    const today = this.clock.today();
    await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          if (await this.repo.lockOf(memberId, m)) await this.dues?.issueFor(m, memberId, today);
          const current = await this.repo.lockOf(memberId, m);
          const plan = await this.repo.plan(planId, m);
          const decided = changePlanPlan(current, plan, today, current?.issued ?? 0);
          refuse(decided.refused);
          if (decided.refused) return;
          const c = current!;
          const change = decided.change;
          const terms =
            change.kind === 'now'
              ? { planId, anchorDate: c.anchorDate, nextPlanId: null, nextPlanFrom: null }
              : change.kind === 'scheduled'
                ? { planId: c.planId, anchorDate: c.anchorDate, nextPlanId: planId, nextPlanFrom: change.from }
                : { planId: c.planId, anchorDate: c.anchorDate, nextPlanId: null, nextPlanFrom: null };
          await this.repo.setTerms(memberId, terms, m);
          await record(m, admin, {
            action: change.kind === 'cancel' ? 'membership.change_cancelled' : 'membership.plan_changed',
            entityType: 'membership',
            entityId: memberId,
            summary:
              change.kind === 'cancel'
                ? `Kept ${c.memberName} on their plan (the scheduled change is dropped)`
                : `Changed ${c.memberName}'s plan to "${plan!.name}" ${change.kind === 'now' ? 'before it started' : `from ${change.from}`}`,
            before: { planId: c.planId, nextPlanId: c.nextPlanId, nextPlanFrom: c.nextPlanFrom },
            after: { planId: terms.planId, nextPlanId: terms.nextPlanId, nextPlanFrom: terms.nextPlanFrom },
          });
        }),
      DB_MESSAGES,
    );
    return (await this.of([memberId])).get(memberId)!;
  }

  // ------------------------------------------------------------------ settings

  async settings(viewer: Viewer | null): Promise<MembershipSettingsRow> {
    requireAdmin(viewer);
    return this.repo.settings();
  }

  async saveSettings(viewer: Viewer | null, input: unknown): Promise<MembershipSettingsRow> {
    const admin = requireAdmin(viewer);
    const data = await validate(membershipSettingsSchema, input);
    await this.ds.transaction(async (m) => {
      const before = await this.repo.settings(m);
      await this.repo.saveSettings(data, m);
      await record(m, admin, { action: 'membership.settings_changed', entityType: 'membership', entityId: null, summary: 'Changed the membership settings', before, after: data });
    });
    return this.repo.settings();
  }

  // ------------------------------------------------------------------ booking requests

  /**
   * The booking request's gate (BookingsService.requestGate): `openSql` is read in the request's facts statement; only when
   * it is false (the office keeps lapsed members from requesting) is the member's standing asked (requestRefusal).
   */
  readonly requestGate = { openSql: MembershipsRepository.LAPSED_MAY_REQUEST_SQL, refusal: (memberId: number) => this.requestRefusal(memberId) };

  /** Why this member may not request a room because of their membership (lapsed, where the office says so), or null. */
  async requestRefusal(memberId: number, m?: EntityManager): Promise<Refusal | null> {
    const settings = await this.repo.settings(m);
    if (settings.lapsedMembersMayRequestRooms) return null;
    const status = (await this.of([memberId])).get(memberId)?.standing.status ?? null;
    return lapsedRequestRefusal(status, settings.lapsedMembersMayRequestRooms);
  }
}
