import type { DataSource } from 'typeorm';
import type { AuditEntityType } from './audit.record';

export interface AuditRow {
  id: string;
  at: Date;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entityType: AuditEntityType;
  entityId: number | null;
  summary: string;
  before: unknown;
  after: unknown;
}

export interface AuditQuery {
  actorId?: number | null;
  entityType?: string | null;
  action?: string | null;
  /** Inclusive lower and exclusive upper bound of `at`. */
  from?: Date | null;
  until?: Date | null;
  limit: number;
  offset: number;
}

const COLUMNS = `id::text AS id, at, actor_id AS "actorId", actor_name AS "actorName", action, entity_type AS "entityType",
  entity_id AS "entityId", summary, before, after`;

/** Reads the audit log (writes go through audit.record inside each change's transaction). */
export class AuditRepository {
  constructor(private readonly ds: DataSource) {}

  /** Newest first, one page and the total matching, in one statement. */
  async list(q: AuditQuery): Promise<{ items: AuditRow[]; total: number }> {
    const rows: (AuditRow & { total: number })[] = await this.ds.query(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM audit_log
        WHERE ($1::int IS NULL OR actor_id = $1)
          AND ($2::text IS NULL OR entity_type = $2)
          AND ($3::text IS NULL OR action = $3)
          AND ($4::timestamptz IS NULL OR at >= $4)
          AND ($5::timestamptz IS NULL OR at < $5)
        ORDER BY at DESC, id DESC LIMIT $6 OFFSET $7`,
      [q.actorId ?? null, q.entityType ?? null, q.action ?? null, q.from ?? null, q.until ?? null, q.limit, q.offset],
    );
    // Past the last page the window count is gone with the rows; count separately then.
    const total = rows[0]?.total ?? (q.offset > 0 ? await this.count(q) : 0);
    return { items: rows.map(({ total: _t, ...r }) => r), total };
  }

  private async count(q: AuditQuery): Promise<number> {
    const [{ n }] = await this.ds.query(
      `SELECT count(*)::int AS n FROM audit_log
        WHERE ($1::int IS NULL OR actor_id = $1) AND ($2::text IS NULL OR entity_type = $2) AND ($3::text IS NULL OR action = $3)
          AND ($4::timestamptz IS NULL OR at >= $4) AND ($5::timestamptz IS NULL OR at < $5)`,
      [q.actorId ?? null, q.entityType ?? null, q.action ?? null, q.from ?? null, q.until ?? null],
    );
    return n;
  }

  /** Everyone who appears as an actor, with the latest name the log has for them, by name. */
  async actors(): Promise<{ id: number; name: string }[]> {
    return this.ds.query(
      `SELECT DISTINCT ON (actor_id) actor_id AS id, coalesce(actor_name, 'User #' || actor_id) AS name
         FROM audit_log WHERE actor_id IS NOT NULL ORDER BY actor_id, at DESC`,
    ).then((rows: { id: number; name: string }[]) => rows.sort((a, b) => a.name.localeCompare(b.name)));
  }

  /** The distinct actions recorded so far, for the filter. */
  async actions(): Promise<string[]> {
    const rows: { action: string }[] = await this.ds.query(`SELECT DISTINCT action FROM audit_log ORDER BY action`);
    return rows.map((r) => r.action);
  }
}
