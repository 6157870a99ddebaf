import type { ValidationError } from 'yup';

/** One invalid input: the field it is about (a yup path such as `amenities[2]`; absent for the input as a whole) and why. */
export interface FieldError {
  field?: string;
  message: string;
}

/** The parts of a yup schema the walk below reads (object fields, array items); anything else is a leaf. */
interface Walkable {
  fields?: Record<string, unknown>;
  innerType?: unknown;
}

/** `preferences.reminderTimingHours`, `amenities[2]`, `["odd key"]` → its keys and indexes. */
const segments = (path: string) =>
  [...path.matchAll(/\["((?:[^"\\]|\\.)*)"\]|\[(\d+)\]|([^.[\]]+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);

/**
 * Where a path sits in the form: at each object level the field's position in the schema (the schemas list their
 * fields in the form's order), at each list level the item's index. A path the schema does not know sorts last.
 */
function rank(schema: unknown, path: string | undefined): number[] {
  const out: number[] = [];
  let node = schema as Walkable | undefined;
  for (const segment of path ? segments(path) : []) {
    if (node?.fields) {
      const keys = Object.keys(node.fields);
      const at = keys.indexOf(segment);
      out.push(at < 0 ? keys.length : at);
      node = at < 0 ? undefined : (node.fields[segment] as Walkable);
    } else if (node?.innerType && /^\d+$/.test(segment)) {
      out.push(Number(segment));
      node = node.innerType as Walkable;
    } else {
      out.push(Number.MAX_SAFE_INTEGER);
      node = undefined;
    }
  }
  return out;
}

const byRank = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  // A shorter path first: the input as a whole (an unknown field, not an object) before its fields.
  return a.length - b.length;
};

/**
 * Every invalid field of a yup ValidationError (validated with abortEarly: false), one message each (the field's
 * first failing test, as the form shows it), in form order: what the input as a whole got wrong first, then the
 * fields in the order the schema lists them. yup itself lists fields in reverse order when it stops early, and its
 * own sort matches keys as substrings (`name` inside `username`), so the order is worked out here.
 */
export function fieldErrors(schema: unknown, error: ValidationError): FieldError[] {
  const seen = new Set<string>();
  const list: { error: FieldError; rank: number[]; at: number }[] = [];
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path || undefined;
    const key = field ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ error: field ? { field, message: inner.message } : { message: inner.message }, rank: rank(schema, field), at: list.length });
  }
  return list.sort((a, b) => byRank(a.rank, b.rank) || a.at - b.at).map((e) => e.error);
}
