import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme, type Palette } from '@mui/material/styles';
import dayjs from 'dayjs';
import { formatCents, toCents } from '../../../lib/format';
import { useColorModeToggle } from '../../../ui/shell/colorMode';
import type { AdminInsightsQuery } from '../../../gql/graphql';
import { ChartCard } from './ChartCard';
import { useAdminInsightsT } from './t';

type Insights = AdminInsightsQuery['adminInsights'];

export const monthLabel = (yyyyMm: string) => dayjs(`${yyyyMm}-01`).format('MMM YYYY');
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);
const pct = (v: number | null) => (v === null ? '' : `${v}%`);

const reducedMotion = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Series colours from the scheme on show: charts draw with plain colours, not the theme's CSS variables. */
export function useChartColours() {
  const theme = useTheme();
  const { dark } = useColorModeToggle();
  // A CSS-variables theme keeps each scheme's resolved palette here.
  const p = (theme as unknown as { colorSchemes: Record<'light' | 'dark', { palette: Palette }> }).colorSchemes[dark ? 'dark' : 'light'].palette;
  return {
    primary: p.primary.main,
    secondary: p.secondary.main,
    attending: p.accent.attending,
    maybe: p.accent.maybe,
    notAttending: p.accent.notAttending,
    neutral: dark ? '#9ca3af' : '#6b7280',
  };
}

const common = { height: 260, skipAnimation: reducedMotion, margin: { top: 8, right: 20, bottom: 0, left: 0 } } as const;


export function OccupancyCard({ rows }: { rows: Insights['occupancy'] | undefined }) {
  const c = useChartColours();
  const { t } = useAdminInsightsT();
  const data = (rows ?? []).map((o) => ({ month: monthLabel(o.month), rate: Math.round(o.rate * 1000) / 10 }));
  return (
    <ChartCard
      title={t('occupancy.title')}
      description={t('occupancy.description')}
      loadingLabel={t('occupancy.loading')}
      empty={rows && rows.every((o) => o.availableRoomMonths === 0) ? t('occupancy.empty') : null}
      table={
        rows && {
          headers: [t('month'), t('occupancy.booked'), t('occupancy.available'), t('occupancy.occupancy')],
          rows: rows.map((o, i) => ({ key: o.month, cells: [data[i]!.month, o.bookedRoomMonths.toFixed(2), o.availableRoomMonths, pct(data[i]!.rate)] })),
        }
      }
      chart={
        <BarChart
          {...common}
          dataset={data}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%`, width: 48 }]}
          series={[{ dataKey: 'rate', label: t('occupancy.occupancy'), color: c.primary, valueFormatter: pct }]}
          hideLegend
        />
      }
    />
  );
}

/** Counts by category as horizontal bars beside their table: the pipeline's stages, the members' statuses. */
export function CountBarsCard(p: {
  title: string;
  description: string;
  loadingLabel: string;
  emptyText: string;
  /** The table's headers: the category's, the count's (also the series' label). */
  headers: [string, string];
  colour: 'primary' | 'secondary';
  /** Room for the category names on the axis. */
  width: number;
  rows: { name: string; count: number }[] | undefined;
}) {
  const c = useChartColours();
  const data = p.rows ?? [];
  return (
    <ChartCard
      title={p.title}
      description={p.description}
      loadingLabel={p.loadingLabel}
      empty={p.rows && data.every((d) => d.count === 0) ? p.emptyText : null}
      table={p.rows && { headers: p.headers, rows: data.map((d) => ({ key: d.name, cells: [d.name, d.count] })) }}
      chart={
        <BarChart
          {...common}
          layout="horizontal"
          dataset={data}
          yAxis={[{ scaleType: 'band', dataKey: 'name', width: p.width }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[{ dataKey: 'count', label: p.headers[1], color: c[p.colour] }]}
          hideLegend
        />
      }
    />
  );
}

export function PipelineCard({ rows }: { rows: Insights['pipeline'] | undefined }) {
  const { t } = useAdminInsightsT();
  return (
    <CountBarsCard
      title={t('pipeline.title')}
      description={t('pipeline.description')}
      loadingLabel={t('pipeline.loading')}
      emptyText={t('pipeline.empty')}
      headers={[t('pipeline.stage'), t('pipeline.requests')]}
      colour="secondary"
      width={130}
      rows={rows?.map((r) => ({ name: t(`stages.${r.stage}`), count: r.count }))}
    />
  );
}

/** Money invoiced against money paid, month by month, as bars beside their table: revenue and membership dues. */
export function InvoicedPaidCard(p: {
  title: string;
  description: string;
  loadingLabel: string;
  emptyText: string;
  invoicedColour: 'primary' | 'secondary';
  rows: { month: string; invoiced: string; paid: string }[] | undefined;
}) {
  const c = useChartColours();
  const { t } = useAdminInsightsT();
  const data = (p.rows ?? []).map((r) => ({ month: monthLabel(r.month), invoiced: (toCents(r.invoiced) ?? 0) / 100, paid: (toCents(r.paid) ?? 0) / 100 }));
  const money = (v: number | null) => (v === null ? '' : formatCents(Math.round(v * 100)));
  return (
    <ChartCard
      title={p.title}
      description={p.description}
      loadingLabel={p.loadingLabel}
      empty={p.rows && data.every((d) => d.invoiced === 0 && d.paid === 0) ? p.emptyText : null}
      table={p.rows && { headers: [t('month'), t('invoiced'), t('paid')], rows: data.map((d) => ({ key: d.month, cells: [d.month, money(d.invoiced), money(d.paid)] })) }}
      chart={
        <BarChart
          {...common}
          dataset={data}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          yAxis={[{ valueFormatter: (v: number) => money(v), width: 72 }]}
          series={[
            { dataKey: 'invoiced', label: t('invoiced'), color: c[p.invoicedColour], valueFormatter: money },
            { dataKey: 'paid', label: t('paid'), color: c.attending, valueFormatter: money },
          ]}
        />
      }
    />
  );
}

export function RevenueCard({ rows }: { rows: Insights['revenue'] | undefined }) {
  const { t } = useAdminInsightsT();
  return (
    <InvoicedPaidCard
      title={t('revenue.title')}
      description={t('revenue.description')}
      loadingLabel={t('revenue.loading')}
      emptyText={t('revenue.empty')}
      invoicedColour="primary"
      rows={rows}
    />
  );
}

export function RsvpCard({ rows }: { rows: Insights['rsvpRates'] | undefined }) {
  const c = useChartColours();
  const { t } = useAdminInsightsT();
  const data = (rows ?? []).map((r) => {
    const all = r.attending + r.maybe + r.notAttending + r.noAnswer;
    return {
      type: t(`types.${r.eventType}`),
      events: r.events,
      counts: r,
      attending: percent(r.attending, all),
      maybe: percent(r.maybe, all),
      notAttending: percent(r.notAttending, all),
      noAnswer: percent(r.noAnswer, all),
    };
  });
  const cell = (n: number, p: number) => `${n} (${p}%)`;
  return (
    <ChartCard
      title={t('rsvp.title')}
      description={t('rsvp.description')}
      loadingLabel={t('rsvp.loading')}
      empty={rows && rows.length === 0 ? t('rsvp.empty') : null}
      table={
        rows && {
          headers: [t('rsvp.eventType'), t('rsvp.events'), t('rsvp.attending'), t('rsvp.maybe'), t('rsvp.notAttending'), t('rsvp.noAnswer')],
          rows: data.map((d) => ({
            key: d.type,
            cells: [d.type, d.events, cell(d.counts.attending, d.attending), cell(d.counts.maybe, d.maybe), cell(d.counts.notAttending, d.notAttending), cell(d.counts.noAnswer, d.noAnswer)],
          })),
        }
      }
      chart={
        <BarChart
          {...common}
          layout="horizontal"
          dataset={data}
          yAxis={[{ scaleType: 'band', dataKey: 'type', width: 96 }]}
          xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
          series={[
            { dataKey: 'attending', label: t('rsvp.attending'), stack: 'rsvp', color: c.attending, valueFormatter: pct },
            { dataKey: 'maybe', label: t('rsvp.maybe'), stack: 'rsvp', color: c.maybe, valueFormatter: pct },
            { dataKey: 'notAttending', label: t('rsvp.notAttending'), stack: 'rsvp', color: c.notAttending, valueFormatter: pct },
            { dataKey: 'noAnswer', label: t('rsvp.noAnswer'), stack: 'rsvp', color: c.neutral, valueFormatter: pct },
          ]}
        />
      }
    />
  );
}
