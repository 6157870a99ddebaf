import { BarChart } from '@mui/x-charts/BarChart';
import { formatCents, toCents } from '../../../lib/format';
import type { AdminInsightsQuery } from '../../../gql/graphql';
import { statusLabel } from '../../membership/labels';
import { ChartCard } from './ChartCard';
import { common, monthLabel, useChartColours } from './charts';

type Insights = AdminInsightsQuery['adminInsights'];

/** Membership dues (issue 36): invoiced by the month their period starts, paid by the month they were marked paid. */
export function DuesCard({ rows }: { rows: Insights['dues'] | undefined }) {
  const c = useChartColours();
  const data = (rows ?? []).map((r) => ({ month: monthLabel(r.month), invoiced: (toCents(r.invoiced) ?? 0) / 100, paid: (toCents(r.paid) ?? 0) / 100 }));
  const money = (v: number | null) => (v === null ? '' : formatCents(Math.round(v * 100)));
  return (
    <ChartCard
      title="Membership dues: invoiced and paid"
      description="Dues of the periods starting each month against dues paid that month."
      empty={rows && data.every((d) => d.invoiced === 0 && d.paid === 0) ? 'No dues invoiced or paid in this period' : null}
      table={rows && { headers: ['Month', 'Invoiced', 'Paid'], rows: data.map((d) => ({ key: d.month, cells: [d.month, money(d.invoiced), money(d.paid)] })) }}
      chart={
        <BarChart
          {...common}
          dataset={data}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          yAxis={[{ valueFormatter: (v: number) => money(v), width: 72 }]}
          series={[
            { dataKey: 'invoiced', label: 'Invoiced', color: c.secondary, valueFormatter: money },
            { dataKey: 'paid', label: 'Paid', color: c.attending, valueFormatter: money },
          ]}
        />
      }
    />
  );
}

/** How many members stand in each status today (not a period's figure). */
export function MembersByStatusCard({ rows }: { rows: Insights['membersByStatus'] | undefined }) {
  const c = useChartColours();
  const data = (rows ?? []).map((r) => ({ status: statusLabel(r.status), count: r.count }));
  return (
    <ChartCard
      title="Members by status"
      description="Members with a membership plan, by where they stand with their dues today."
      empty={rows && rows.every((r) => r.count === 0) ? 'No members have a membership plan yet' : null}
      table={rows && { headers: ['Status', 'Members'], rows: data.map((d) => ({ key: d.status, cells: [d.status, d.count] })) }}
      chart={
        <BarChart
          {...common}
          layout="horizontal"
          dataset={data}
          yAxis={[{ scaleType: 'band', dataKey: 'status', width: 110 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[{ dataKey: 'count', label: 'Members', color: c.primary }]}
          hideLegend
        />
      }
    />
  );
}
