import { i18n } from '../../i18n/i18n';
import './t';
import { formatCents, toCents } from '../../lib/format';

/** '1 month' / '3 months'. */
export const monthsLabel = (count: number) => i18n.t('rooms:months', { count });

/** The shortest booking of a room: its minimum months, at least 1 (spec §9 default). */
export const minimumMonths = (room: { minimumBookingMonths?: number | null }) => Math.max(1, room.minimumBookingMonths || 1);

/**
 * Spec §5: the duration input is forced to at least the room's minimum; empty or non-numeric
 * text falls back to that minimum. Fractions are cut to whole months.
 */
export function durationFromInput(raw: string | number, minimum: number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw).trim(), 10);
  if (!Number.isFinite(n)) return minimum;
  return Math.max(minimum, Math.trunc(n));
}

export interface PricingSummary {
  /** '$1,500 × 3 months' */
  rateLine: string;
  /** '$4,500' — the rate times the months. */
  monthlyTotal: string;
  deposit: string;
  /** monthly × months + deposit. */
  total: string;
}

/** The pricing summary in integer cents, or null ('Pricing not set') when the rate or the deposit is missing. */
export function pricingSummary(pricePerMonth: string | null | undefined, deposit: string | null | undefined, months: number): PricingSummary | null {
  const rate = toCents(pricePerMonth);
  const dep = toCents(deposit);
  if (rate === null || dep === null) return null;
  const monthly = rate * months;
  return {
    rateLine: `${formatCents(rate)} × ${monthsLabel(months)}`,
    monthlyTotal: formatCents(monthly),
    deposit: formatCents(dep),
    total: formatCents(monthly + dep),
  };
}
