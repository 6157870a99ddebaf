import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../core/auth/viewer';
import { AUDIT_ENTITY_TYPES, type AuditEntityType } from '../../../../validation/audit';

/** What an audit entry is about (the GraphQL enum AuditEntityType), as the filter offers it. */
export { AUDIT_ENTITY_TYPES, type AuditEntityType };

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. booking.accepted, user.role_changed, room.deleted. */
  action: string;
  entityType: AuditEntityType;
  entityId: number | null;
  /** One line a person reads in the Audit Log screen. */
  summary: string;
  /** The state before and after (only the fields that matter; never secrets). Null for "did not exist". */
  before?: unknown;
  after?: unknown;
}

/** The system acting on its own, named as the Audit Log shows it (e.g. "Online payment" for a provider's webhook). */
export interface SystemActor {
  system: string;
}

/**
 * Writes one audit row with the manager of the change's own transaction, so the entry and the
 * change commit or roll back together: a refused change leaves no row, a committed one exactly one.
 * The actor's name is copied at write time (the log outlives accounts). A null viewer is the system
 * (start-up, `npm run create-admin`); a SystemActor is the system under a name.
 */
export async function record(m: EntityManager, actor: Viewer | SystemActor | null, entry: AuditEntry): Promise<void> {
  if (!m.queryRunner?.isTransactionActive) throw new Error('audit.record must run inside the transaction of the change it records');
  await m.query(`INSERT INTO audit_log ${auditValuesSql(1)}`, auditParams(actor, entry));
}

/**
 * The audit row of a change written in ONE statement (issue 42 item 1), as a CTE named audit_entry of that statement:
 * the entry commits with the change or not at all, as record's does in a transaction. Its eight parameters, from
 * `$first` on, are auditParams' values.
 */
export function auditCte(first: number): string {
  return `audit_entry AS (INSERT INTO audit_log ${auditValuesSql(first)})`;
}

/** An audit entry's parameters, in the order of auditValuesSql (record and auditCte). */
export function auditParams(actor: Viewer | SystemActor | null, entry: AuditEntry): unknown[] {
  const viewer = actor && 'id' in actor ? actor : null;
  const systemName = actor && 'system' in actor ? actor.system : null;
  return [viewer?.id ?? null, entry.action, entry.entityType, entry.entityId, entry.summary, json(entry.before), json(entry.after), systemName];
}

const auditValuesSql = (first: number) => {
  const $ = (k: number) => `$${first + k}`;
  return `(actor_id, actor_name, action, entity_type, entity_id, summary, before, after)
     VALUES (${$(0)}::int, coalesce(${$(7)}::text, (SELECT full_name FROM users WHERE id = ${$(0)}::int)), ${$(1)}, ${$(2)}, ${$(3)}::int, ${$(4)},
             ${$(5)}::jsonb, ${$(6)}::jsonb)`;
};

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** `obj` without the keys named, for before/after copies of rows that hold something secret or bulky. */
export function without<T extends object>(obj: T, ...keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([k]) => !keys.includes(k))) as Partial<T>;
}
