/**
 * RFC 4180 CSV: fields with a comma, quote, CR or LF are quoted and quotes doubled; lines end
 * CRLF. Cells that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) get a
 * leading apostrophe (OWASP's CSV-injection advice), so a member named "=HYPERLINK(…)" stays text.
 * Numbers, booleans and dates are written by us and never guarded; null is an empty cell.
 */
export type Cell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  let s: string;
  if (v instanceof Date) s = v.toISOString();
  else if (typeof v === 'number' || typeof v === 'boolean') s = String(v);
  else s = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One record and its line end. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A UTF-8 byte order mark first, so spreadsheet apps read accented names right. */
export function csvHeader(headers: readonly string[]): string {
  return `\uFEFF${csvLine(headers)}`;
}

export function toCsv(headers: readonly string[], rows: readonly Cell[][]): string {
  return csvHeader(headers) + rows.map(csvLine).join('');
}
