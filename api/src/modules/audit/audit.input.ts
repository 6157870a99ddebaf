import { parseId } from '../../core/validation';

/**
 * The filter as both transports receive it (GraphQL IDs and query strings are text) turned into
 * the shape auditFilterSchema validates: the actor id parsed, empty values dropped.
 */
export function auditFilterInput(raw: unknown): Record<string, unknown> {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return raw as Record<string, unknown>;
  const f = { ...(raw as Record<string, unknown>) };
  for (const k of Object.keys(f)) if (f[k] === '' || f[k] === undefined) delete f[k];
  if (f.actorId !== undefined && f.actorId !== null) f.actorId = parseId(f.actorId, 'Actor');
  return f;
}
