import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { lastBookedDay } from '../../../../../rules/bookings';
import { formatAdminDate } from '../../../lib/format';
import { AMBER_CHIP } from '../shared/colours';
import type { AdminBooking } from './steps';
import { useAdminBookingsT } from './t';

const period = (b: { startDate: string; durationMonths: number }) => `${formatAdminDate(b.startDate)} – ${formatAdminDate(lastBookedDay(b))}`;

/**
 * Issue 36's marks on a booking card: "Extension of #…" naming the booking it continues, "Ending soon" (the server's
 * decision: accepted, not extended, last day within 30 days), and the chain's history when there is one.
 */
export function BookingChainMarks({ booking: b }: { booking: AdminBooking }) {
  const { t } = useAdminBookingsT();
  if (!b.extendsBooking && !b.endingSoon) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      {b.extendsBooking && (
        <Chip size="small" variant="outlined" color="primary" label={t('extensionOf', { id: b.extendsBooking.id, period: period(b.extendsBooking) })} />
      )}
      {b.endingSoon && <Chip size="small" label={t('endingSoonEnds', { date: formatAdminDate(lastBookedDay(b)) })} sx={AMBER_CHIP} />}
    </Box>
  );
}

/** The booking's whole history (first booking first) when it has extensions or extends one; this one marked. */
export function BookingHistory({ booking: b }: { booking: AdminBooking }) {
  const { t } = useAdminBookingsT();
  if (b.history.length < 2) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('history')}
      </Typography>
      <Box component="ol" aria-label={t('historyOf', { id: b.id })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {b.history.map((h) => (
          <Typography key={h.id} component="li" variant="body2" sx={{ fontWeight: h.id === b.id ? 700 : 400 }} aria-current={h.id === b.id ? 'true' : undefined}>
            {t('historyEntry', { id: h.id, period: period(h), count: h.durationMonths, status: t(`status.${h.status}`) })}
            {h.id === b.id ? t('thisRequest') : ''}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
