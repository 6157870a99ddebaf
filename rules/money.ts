/**
 * Money as the office counts it: Money strings ("1500.50", two decimals, as the API writes them) and
 * integer minor units (cents) for arithmetic and for the payment provider, in the office's one currency
 * (CURRENCY, default USD). The server, the invoices, the web client and the demo all format with these.
 */

/** The spec's '$': the office's currency unless CURRENCY says otherwise. */
export const DEFAULT_CURRENCY = 'USD';

/** A Money string (or number) as integer minor units, so arithmetic never meets float error; null when not money. */
export function toMinor(money: string | number | null | undefined): number | null {
  if (money === null || money === undefined || money === '') return null;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(money).trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units as a Money string: 150050 → "1500.50". */
export function fromMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Minor units as the office shows money: '$1,500' or '$1,500.50' (en-US grouping, the currency's symbol);
 * `cents: true` always writes the cents ('$1,500.00'), as invoices do. `locale` writes it as another language does
 * ('1.500,50 $' in de-DE): what the server writes for a German member (issue 37).
 */
export function formatMinor(minor: number, currency: string = DEFAULT_CURRENCY, opts: { cents?: boolean; locale?: string } = {}): string {
  return new Intl.NumberFormat(opts.locale ?? 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: opts.cents || minor % 100 !== 0 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/**
 * Why CURRENCY cannot be the office's currency, or null. Money has two decimals everywhere (the
 * Money scalar, the invoices' numeric(…, 2), the provider's minor units), so currencies with another
 * number of minor digits (JPY has none, KWD three) are refused at start rather than mis-charged.
 */
export function currencyProblem(code: string): string | null {
  if (!/^[A-Z]{3}$/.test(code)) return `CURRENCY must be a three-letter ISO 4217 code such as USD or EUR (got "${code}")`;
  let digits: number | undefined;
  try {
    digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
  } catch {
    return `CURRENCY "${code}" is not a currency this runtime knows`;
  }
  return digits === 2 ? null : `CURRENCY ${code} has ${digits} decimal places; D.Office counts money with two (e.g. USD, EUR, GBP, CHF)`;
}
