import * as yup from 'yup';

/** Rules shared by every form and API input. */

export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 5000;

/** True for a real calendar day written yyyy-MM-dd (rejects 2026-02-30). */
export function isValidDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** HH:mm, 24-hour. */
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A money amount as a decimal string with two places, from a number or string; undefined when
 * it is not a non-negative amount with at most two decimals (or above 9,999,999,999.99).
 */
export function normaliseMoney(value: unknown): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return undefined;
  return `${BigInt(m[1]).toString()}.${(m[2] ?? '').padEnd(2, '0')}`;
}

/**
 * A string field that refuses other JSON types (yup would otherwise turn 42 into "42"),
 * trimmed, at most `max` characters. One transform works from the original value: yup's own
 * trim() would run on an array or object first and throw (a 500 instead of a 400).
 */
export const text = (max: number = MAX_TEXT, tooLong = `Must be at most ${max} characters`) =>
  yup
    .string()
    .typeError('${path} must be text')
    .transform((_value, original) => (typeof original === 'string' ? original.trim() : original))
    .max(max, tooLong);

/** A secret typed by a person: text as it is (never trimmed, never coerced from a number). */
export const secret = (message: string) => yup.string().strict().typeError(message);

export const emailMessage = 'Please enter a valid email address';

export const email = () => text(255, 'Email is too long').email(emailMessage).required(emailMessage);

/** Rejects fields the input does not define, so typos and forged fields never pass silently. */
export const strictObject = <T extends yup.ObjectShape>(shape: T) =>
  yup
    .object(shape)
    .typeError('Request body must be a JSON object')
    .noUnknown('Unknown field: ${unknown}')
    .required('Request body must be a JSON object');

/** An integer field that refuses strings and fractions. */
export const integer = (message = '${path} must be a whole number') =>
  yup
    .number()
    .typeError(message)
    .transform((value, original) => (original == null || typeof original === 'number' ? value : NaN))
    .integer(message);

/** A boolean field that refuses "true"/1. */
export const bool = () => yup.boolean().typeError('${path} must be true or false').strict();

/**
 * A boolean that refuses "true"/1 but, unlike bool(), takes its default when omitted
 * (strict mode skips defaults).
 */
export const boolWithDefault = (fallback: boolean) =>
  yup
    .boolean()
    .transform((_v, original) => (original === undefined || typeof original === 'boolean' ? original : NaN))
    .typeError('${path} must be true or false')
    .default(fallback);
