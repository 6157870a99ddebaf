import { delay, graphql, HttpResponse } from 'msw';
import { AdminInsightsDocument, type AdminInsightsQuery } from '../../src/gql/graphql';

type Insights = AdminInsightsQuery['adminInsights'];

const STAGES = ['PENDING', 'ACCEPTED', 'DEPOSIT_REQUESTED', 'DEPOSIT_RECEIVED', 'PAYMENT_REQUESTED', 'PAYMENT_RECEIVED', 'REJECTED'] as const;

/** Insights over the `months` months up to November 2026, with figures that differ per month. */
export function demoInsights(months: number): Insights {
  const list = Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10 - (months - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
  return {
    __typename: 'AdminInsights',
    months,
    from: `${list[0]}-01`,
    to: '2026-11-30',
    occupancy: list.map((month, i) => ({ __typename: 'OccupancyMonth', month, bookedRoomMonths: i % 4, availableRoomMonths: 4, rate: (i % 4) / 4 })),
    pipeline: STAGES.map((stage, i) => ({ __typename: 'PipelineStageCount', stage, count: i + 1 })),
    revenue: list.map((month, i) => ({ __typename: 'RevenueMonth', month, invoiced: `${1000 * i}.00`, paid: `${500 * i}.50` })),
    dues: list.map((month, i) => ({ __typename: 'DuesMonth', month, invoiced: `${40 * (i + 1)}.00`, paid: `${40 * i}.00` })),
    membersByStatus: [
      { __typename: 'MembershipStatusCount', status: 'active', count: 7 },
      { __typename: 'MembershipStatusCount', status: 'due', count: 2 },
      { __typename: 'MembershipStatusCount', status: 'lapsed', count: 1 },
      { __typename: 'MembershipStatusCount', status: 'upcoming', count: 0 },
    ],
    rsvpRates: [
      { __typename: 'RsvpRate', eventType: 'social', events: 2, attending: 6, notAttending: 1, maybe: 1, noAnswer: 2 },
      { __typename: 'RsvpRate', eventType: 'workshop', events: 1, attending: 3, notAttending: 0, maybe: 0, noAnswer: 1 },
    ],
  };
}

/** Every stage zero, no money and no events: a club with nothing in the period. */
export const emptyInsights = (months: number): Insights => {
  const d = demoInsights(months);
  return {
    ...d,
    occupancy: d.occupancy.map((o) => ({ ...o, bookedRoomMonths: 0, availableRoomMonths: 0, rate: 0 })),
    pipeline: d.pipeline.map((p) => ({ ...p, count: 0 })),
    revenue: d.revenue.map((r) => ({ ...r, invoiced: '0.00', paid: '0.00' })),
    dues: d.dues.map((r) => ({ ...r, invoiced: '0.00', paid: '0.00' })),
    membersByStatus: d.membersByStatus.map((r) => ({ ...r, count: 0 })),
    rsvpRates: [],
  };
};

/** Answers adminInsights for the asked period from `make`; `asked` records the periods asked for. */
export function insightsHandler(make: (months: number) => Insights = demoInsights, asked: number[] = [], wait = 0) {
  return graphql.query(AdminInsightsDocument, async ({ variables }) => {
    asked.push(variables.months);
    if (wait) await delay(wait);
    return HttpResponse.json({ data: { __typename: 'Query', adminInsights: make(variables.months) } });
  });
}
