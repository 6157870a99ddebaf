import dayjs from 'dayjs';
import { AdminInsightsDocument, type AdminInsightsQuery } from '../../gql/graphql';
import { PIPELINE_STAGES, pipelineStage } from '../../../../rules/payment-steps';
import { toCents } from '../../lib/format';
import { CLUB_EVENT_TYPES } from '../../../../validation/events';
import { query, refuse, requireAdmin, type DemoContext } from './respond';
import { MEMBERSHIP_STATUSES } from '../../../../rules/memberships';
import { demoMembershipStatus, issueDemoDues } from './memberships';

type Insights = AdminInsightsQuery['adminInsights'];
const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * Admin insights over the demo store, by the server's definitions (insights.repository.ts): occupancy
 * as the share of each month's days booked, requests of the period by stage, invoices at acceptance
 * against deposits and rents received, and answers to confirmed events per type.
 */
export function insightsHandlers(ctx: DemoContext) {
  return [
    query(AdminInsightsDocument)(({ months }) => {
      requireAdmin(ctx);
      if (!Number.isInteger(months) || months < 1 || months > 24) refuse({ code: 'BAD_USER_INPUT', message: 'months must be a whole number from 1 to 24' });
      const { store } = ctx;
      const first = dayjs(store.today).startOf('month').subtract(months - 1, 'month');
      const until = dayjs(store.today).startOf('month').add(1, 'month');
      const inPeriod = (d: string | null) => !!d && !dayjs(d).isBefore(first) && dayjs(d).isBefore(until);
      const monthList = Array.from({ length: months }, (_, i) => first.add(i, 'month'));
      const accepted = store.bookings.filter((b) => b.status === 'accepted');
      const roomOf = (id: string) => store.rooms.find((r) => r.id === id);

      const occupancy = monthList.map((m) => {
        const next = m.add(1, 'month');
        const days = next.diff(m, 'day');
        const booked = new Map<string, number>();
        for (const b of accepted) {
          const start = dayjs(b.startDate);
          const end = start.add(b.durationMonths, 'month');
          const overlap = Math.min(end.valueOf(), next.valueOf()) - Math.max(start.valueOf(), m.valueOf());
          if (overlap > 0) booked.set(b.roomId, (booked.get(b.roomId) ?? 0) + Math.round(overlap / 86_400_000) / days);
        }
        const bookedRoomMonths = Math.round([...booked.values()].reduce((a, v) => a + v, 0) * 100) / 100;
        const availableRoomMonths = store.rooms.filter((r) => r.isActive || booked.has(r.id)).length;
        const rate = availableRoomMonths ? Math.round((bookedRoomMonths / availableRoomMonths) * 10000) / 10000 : 0;
        return { __typename: 'OccupancyMonth' as const, month: m.format('YYYY-MM'), bookedRoomMonths, availableRoomMonths, rate };
      });

      const stages = store.bookings.filter((b) => inPeriod(b.createdAt)).map(pipelineStage);
      const pipeline = PIPELINE_STAGES.map((stage) => ({ __typename: 'PipelineStageCount' as const, stage, count: stages.filter((s) => s === stage).length }));

      const revenue = monthList.map((m) => {
        const within = (d: string | null) => !!d && dayjs(d).format('YYYY-MM') === m.format('YYYY-MM');
        let invoiced = 0;
        let paid = 0;
        for (const b of accepted) {
          const room = roomOf(b.roomId);
          const rent = (toCents(room?.pricePerMonth) ?? 0) * b.durationMonths;
          const deposit = toCents(room?.deposit) ?? 0;
          if (within(b.reviewedAt)) invoiced += rent + deposit;
          if (within(b.depositReceivedAt)) paid += deposit;
          if (within(b.fullPaymentReceivedAt)) paid += rent;
        }
        return { __typename: 'RevenueMonth' as const, month: m.format('YYYY-MM'), invoiced: money(invoiced), paid: money(paid) };
      });

      const byType = new Map<string, Insights['rsvpRates'][number]>();
      for (const e of store.events.filter((x) => x.status === 'confirmed' && inPeriod(x.date) && (CLUB_EVENT_TYPES as readonly string[]).includes(x.type))) {
        const answers = [...(store.rsvps.get(e.id)?.values() ?? [])];
        const row = byType.get(e.type) ?? { __typename: 'RsvpRate', eventType: e.type, events: 0, attending: 0, notAttending: 0, maybe: 0, noAnswer: 0 };
        row.events += 1;
        row.attending += answers.filter((a) => a.status === 'attending').length;
        row.notAttending += answers.filter((a) => a.status === 'not_attending').length;
        row.maybe += answers.filter((a) => a.status === 'maybe').length;
        row.noAnswer += Math.max(0, store.users.length - answers.length);
        byType.set(e.type, row);
      }
      const rsvpRates = [...byType.values()].sort((a, b) => a.eventType.localeCompare(b.eventType));

      // Membership dues (issue 36), by the same definitions: invoiced by the month their period starts, paid by the month marked paid.
      issueDemoDues(store);
      const dues = monthList.map((m) => {
        const month = m.format('YYYY-MM');
        const live = store.membership.dues.filter((d) => d.voidedAt === null);
        const invoiced = live.filter((d) => d.periodStart.startsWith(month)).reduce((n, d) => n + (toCents(d.amount) ?? 0), 0);
        const paid = store.membership.dues.filter((d) => d.paidInFull && d.paidInFullDate && dayjs(d.paidInFullDate).format('YYYY-MM') === month).reduce((n, d) => n + (toCents(d.amount) ?? 0), 0);
        return { __typename: 'DuesMonth' as const, month, invoiced: money(invoiced), paid: money(paid) };
      });
      const statuses = store.membership.memberships.map((x) => demoMembershipStatus(store, x.memberId));
      const membersByStatus = MEMBERSHIP_STATUSES.map((status) => ({ __typename: 'MembershipStatusCount' as const, status, count: statuses.filter((s) => s === status).length }));

      const insights: Insights = {
        __typename: 'AdminInsights',
        months,
        from: first.format('YYYY-MM-DD'),
        to: until.subtract(1, 'day').format('YYYY-MM-DD'),
        occupancy,
        pipeline,
        revenue,
        dues,
        membersByStatus,
        rsvpRates,
      };
      return { __typename: 'Query', adminInsights: insights };
    }),
  ];
}
