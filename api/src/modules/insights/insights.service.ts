import type { DataSource } from 'typeorm';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import { validate } from '../../core/validation';
import { PIPELINE_STAGES, type PipelineStageName } from '../../../../rules/payment-steps';
import type { Clock } from '../../core/clock';
import { CLUB_EVENT_TYPES } from '../../../../validation/events';
import { insightsPeriodSchema } from '../../../../validation/insights';
import type { EventTypeValue } from '../events/event.entity';
import { InsightsRepository } from './insights.repository';
import { MEMBERSHIP_STATUSES, type MembershipStatus } from '../../../../rules/memberships';


export interface AdminInsightsView {
  months: number;
  from: string;
  to: string;
  occupancy: { month: string; bookedRoomMonths: number; availableRoomMonths: number; rate: number }[];
  pipeline: { stage: PipelineStageName; count: number }[];
  revenue: { month: string; invoiced: string; paid: string }[];
  dues: { month: string; invoiced: string; paid: string }[];
  membersByStatus: { status: MembershipStatus; count: number }[];
  rsvpRates: { eventType: EventTypeValue; events: number; attending: number; notAttending: number; maybe: number; noAnswer: number }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The period of `months` calendar months ending with the one `today` falls in. */
export function insightPeriod(months: number, today: string): { from: string; until: string; to: string } {
  const [y, m] = today.split('-').map(Number);
  const first = (offset: number) => {
    const d = new Date(Date.UTC(y, m - 1 + offset, 1));
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-01`;
  };
  const last = new Date(Date.UTC(y, m, 0));
  return { from: first(1 - months), until: first(1), to: `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}` };
}

/** Admin insights (issue 14): aggregates computed by PostgreSQL in one statement. */
export class InsightsService {
  private readonly repo: InsightsRepository;

  constructor(
    ds: DataSource,
    private readonly clock: Clock,
    /** Members by membership status today (the memberships module derives them; none without it). */
    private readonly membersByStatus: () => Promise<Record<MembershipStatus, number>> = async () => ({ active: 0, due: 0, lapsed: 0, upcoming: 0 }),
  ) {
    this.repo = new InsightsRepository(ds);
  }

  async overview(viewer: Viewer | null, input: { months?: unknown }): Promise<AdminInsightsView> {
    requireAdmin(viewer);
    const { months } = await validate(insightsPeriodSchema, { months: input.months ?? undefined });
    const { from, until, to } = insightPeriod(months, this.clock.today());
    const [rows, statuses] = await Promise.all([this.repo.aggregates(from, until, CLUB_EVENT_TYPES), this.membersByStatus()]);
    const counts = new Map(rows.pipeline.map((p) => [p.stage, p.count]));
    return {
      months,
      from,
      to,
      occupancy: rows.occupancy.map((o) => ({
        month: o.month,
        bookedRoomMonths: o.booked,
        availableRoomMonths: o.available,
        rate: o.available ? Math.round((o.booked / o.available) * 10000) / 10000 : 0,
      })),
      // Every stage, in workflow order, zero when no request stands there.
      pipeline: PIPELINE_STAGES.map((stage) => ({ stage, count: counts.get(stage) ?? 0 })),
      revenue: rows.revenue,
      dues: rows.dues,
      membersByStatus: MEMBERSHIP_STATUSES.map((status) => ({ status, count: statuses[status] })),
      rsvpRates: rows.rsvp,
    };
  }
}
