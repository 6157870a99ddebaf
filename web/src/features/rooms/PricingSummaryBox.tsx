import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { pricingSummary } from './pricing';
import { useRoomsT } from './t';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Monthly rate × months, deposit and total — or 'Pricing not set' (spec §5, §9). An extension's deposit is carried over
 * from the booking it extends (issue 36): none is added, and the row says so.
 */
export function PricingSummaryBox({
  pricePerMonth,
  deposit,
  months,
  depositCarriedOver = false,
}: {
  pricePerMonth?: string | null;
  deposit?: string | null;
  months: number;
  depositCarriedOver?: boolean;
}) {
  const { t } = useRoomsT();
  const summary = pricingSummary(pricePerMonth, depositCarriedOver ? '0' : deposit, months);
  return (
    <Box
      role="group"
      aria-label={t('pricing.summary')}
      data-testid="pricing-summary"
      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'accent.subtleBg', border: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {summary ? (
        <>
          <Row label={summary.rateLine} value={summary.monthlyTotal} />
          <Row label={t('pricing.deposit')} value={depositCarriedOver ? t('pricing.carriedOver') : summary.deposit} />
          <Divider sx={{ my: 0.5 }} />
          <Row label={t('pricing.total')} value={summary.total} strong />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('pricing.notSet')}
        </Typography>
      )}
    </Box>
  );
}
