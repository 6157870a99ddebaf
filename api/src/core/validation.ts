import { ValidationError, type Schema } from 'yup';
import { fieldErrors } from '../../../validation/field-errors';
import { badInput, invalidFields } from './errors';

/**
 * Validates input with a shared yup schema (the same one the web form uses) and returns the
 * cleaned value. Problems become one 400 / BAD_USER_INPUT listing every invalid field in form
 * order, the first of them as its message and field (what a form shows, what older clients read).
 */
export async function validate<T>(schema: Schema<T>, input: unknown): Promise<T> {
  try {
    return await schema.validate(input, { abortEarly: false, strict: false, stripUnknown: false });
  } catch (err) {
    if (err instanceof ValidationError) throw invalidFields(fieldErrors(schema, err));
    // yup casts with String()/parseFloat, which throw on an object no primitive can be made of
    // ({ "toString": 1 } where a number belongs): the input is bad, not the server.
    if (err instanceof TypeError) throw badInput('Invalid input');
    throw err;
  }
}

/** Parses an id from a path or GraphQL ID: a positive 32-bit integer, or 404 (no such record). */
export function parseId(raw: unknown, what = 'Record'): number {
  const s = String(raw ?? '');
  const n = /^[1-9][0-9]{0,9}$/.test(s) ? Number(s) : NaN;
  if (!Number.isSafeInteger(n) || n > 2147483647) throw badInput(`${what} id must be a positive integer`, 'id');
  return n;
}

/** Clamps list paging arguments to sane bounds. */
export function paging(limit: unknown, offset: unknown, max = 500): { limit: number; offset: number } {
  const l = limit === undefined || limit === null ? 100 : Number(limit);
  const o = offset === undefined || offset === null ? 0 : Number(offset);
  if (!Number.isInteger(l) || l < 1 || l > max) throw badInput(`limit must be an integer from 1 to ${max}`, 'limit');
  if (!Number.isInteger(o) || o < 0) throw badInput('offset must be a non-negative integer', 'offset');
  return { limit: l, offset: o };
}
