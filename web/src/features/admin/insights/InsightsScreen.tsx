import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { ErrorState } from '../../../ui/QueryState';
import { DEFAULT_INSIGHT_MONTHS, INSIGHT_PERIODS } from '../../../../../validation/insights';
import { OccupancyCard, PipelineCard, RevenueCard, RsvpCard } from './charts';
import { DuesCard, MembersByStatusCard } from './membershipCharts';
import { useAdminInsights } from './operations';
import { useOfficeSettings } from '../../../lib/officeSettings';
import { useAdminInsightsT } from './t';

/**
 * Admin: Insights (issue 14) — room occupancy, the booking pipeline, revenue and RSVP answers over
 * the last 6, 12 or 24 months; membership dues invoiced and paid, and members by status (issue 36). Each chart carries its figures as a table too (ChartCard).
 */
export function InsightsScreen() {
  // Prices in the office's currency (USD until it is known).
  useOfficeSettings();
  const { t } = useAdminInsightsT();
  const [months, setMonths] = useState<number>(DEFAULT_INSIGHT_MONTHS);
  const { data, previousData, loading, error, refetch } = useAdminInsights(months);
  // While another period loads, the cards keep the figures they have (the period select says which).
  const insights = data?.adminInsights ?? (loading ? undefined : previousData?.adminInsights);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {insights ? t('range', { from: formatDate(insights.from), to: formatDate(insights.to) }) : t('loadingFigures')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('period')}
          value={months}
          onChange={(e) => setMonths(Number(e.target.value))}
          sx={{ minWidth: 180 }}
        >
          {INSIGHT_PERIODS.map((m) => (
            <MenuItem key={m} value={m}>
              {t('lastMonths', { count: m })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error && !data ? (
        <ErrorState message={t('loadError')} onRetry={() => refetch()} />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <OccupancyCard rows={insights?.occupancy} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <PipelineCard rows={insights?.pipeline} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <RevenueCard rows={insights?.revenue} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <RsvpCard rows={insights?.rsvpRates} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <DuesCard rows={insights?.dues} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <MembersByStatusCard rows={insights?.membersByStatus} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
