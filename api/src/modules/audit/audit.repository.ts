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
  /** Keyset paging: the entries after (older than) the entry with this id, in the list's order. */
  after?: string | null;
  limit: number;
  offset: number;
}

const COLUMNS = `id::text AS id, at, actor_id AS "actorId", actor_name AS "actorName", action, entity_type AS "entityType",
  entity_id AS "entityId", summary, before, after`;

/** The filter's conditions ($1-$5: actor, type, action, from, until); with NULL a condition holds for every entry. */
const FILTER = `($1::int IS NULL OR actor_id = $1) AND ($2::text IS NULL OR entity_type = $2) AND ($3::text IS NULL OR action = $3)
  AND ($4::timestamptz IS NULL OR at >= $4) AND ($5::timestamptz IS NULL OR at < $5)`;

/** Reads the audit log (writes go through audit.record inside each change's transaction). */
export class AuditRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Newest first, one page, the total matching and the cursor to the next page (null on the last), in one statement. With `after` (an entry's id) the page starts
   * below that entry in (at, id) order, read from the index where it starts (O(page), issue 42); `offset` still works
   * and costs the entries it skips. The total is its own index-only count (an InitPlan): the window count it replaced
   * (count(*) OVER ()) read every matching entry's row, jsonb and all, to answer a page of 50.
   */
  async list(q: AuditQuery): Promise<{ items: AuditRow[]; total: number; nextCursor: string | null }> {
    const params = [q.actorId ?? null, q.entityType ?? null, q.action ?? null, q.from ?? null, q.until ?? null];
    const rows: (AuditRow & { total: number })[] = await this.ds.query(
      `SELECT ${COLUMNS}, (SELECT count(*) FROM audit_log WHERE ${FILTER})::int AS total FROM audit_log
        WHERE ${FILTER}
          AND ($8::bigint IS NULL OR (at, id) < (SELECT c.at, c.id FROM audit_log c WHERE c.id = $8))
        ORDER BY at DESC, id DESC LIMIT $6 + 1 OFFSET $7`,
      [...params, q.limit, q.offset, q.after ?? null],
    );
    // Past the last page the count is gone with the rows; count separately then.
    const total = rows[0]?.total ?? (q.offset > 0 || q.after ? await this.count(params) : 0);
    // One entry more than the page was read: whether there is a next page, and the cursor to it.
    const items = rows.slice(0, q.limit).map(({ total: _t, ...r }) => r);
    return { items, total, nextCursor: rows.length > q.limit ? items[items.length - 1]!.id : null };
  }

  private async count(params: unknown[]): Promise<number> {
    const [{ n }] = await this.ds.query(`SELECT count(*)::int AS n FROM audit_log WHERE ${FILTER}`, params);
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
