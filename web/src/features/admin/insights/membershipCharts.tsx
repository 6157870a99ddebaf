import type { AdminInsightsQuery } from '../../../gql/graphql';
import { statusLabel } from '../../membership/labels';
import { CountBarsCard, InvoicedPaidCard } from './charts';

type Insights = AdminInsightsQuery['adminInsights'];

/** Membership dues (issue 36): invoiced by the month their period starts, paid by the month they were marked paid. */
export function DuesCard({ rows }: { rows: Insights['dues'] | undefined }) {
  return (
    <InvoicedPaidCard
      title="Membership dues: invoiced and paid"
      description="Dues of the periods starting each month against dues paid that month."
      emptyText="No dues invoiced or paid in this period"
      invoicedColour="secondary"
      rows={rows}
    />
  );
}

/** How many members stand in each status today (not a period's figure). */
export function MembersByStatusCard({ rows }: { rows: Insights['membersByStatus'] | undefined }) {
  return (
    <CountBarsCard
      title="Members by status"
      description="Members with a membership plan, by where they stand with their dues today."
      emptyText="No members have a membership plan yet"
      headers={['Status', 'Members']}
      colour="primary"
      width={110}
      rows={rows?.map((r) => ({ name: statusLabel(r.status), count: r.count }))}
    />
  );
}
