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

/**
 * The total of the filter without dates ($1-$3: actor, type, action), from the counts the audit_log trigger keeps per
 * actor, kind, action and shard (migration 1768500000000): O(keys), not O(entries). Actor 0 there is the system, which
 * no actor filter names (ids start at 1).
 */
const COUNTED = `(SELECT coalesce(sum(n), 0) FROM audit_counts
  WHERE ($1::int IS NULL OR actor_id = $1) AND ($2::text IS NULL OR entity_type = $2) AND ($3::text IS NULL OR action = $3))`;

/** A filter with days is counted in the log itself (the counts have no dates), an index-only count of the matching entries. */
const totalSql = (q: AuditQuery) => (q.from || q.until ? `(SELECT count(*) FROM audit_log WHERE ${FILTER})` : COUNTED);

/** Reads the audit log (writes go through audit.record inside each change's transaction). */
export class AuditRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Newest first, one page, the total matching and the cursor to the next page (null on the last), in one statement. With `after` (an entry's id) the page starts
   * below that entry in (at, id) order, read from the index where it starts (O(page), issue 42); `offset` still works
   * and costs the entries it skips. The total (an InitPlan) is the sum of the counts (totalSql), or with days an
   * index-only count; the window count before it (count(*) OVER ()) read every matching entry's row, jsonb and all.
   */
  async list(q: AuditQuery): Promise<{ items: AuditRow[]; total: number; nextCursor: string | null }> {
    // The order names the table's columns: a bare `id` is the output's id::text, which put entries of one `at` (one
    // transaction's) in text order (…, 996, 1005, …, 1000) — a sort instead of the index, and pages that skipped some.
    const params = [q.actorId ?? null, q.entityType ?? null, q.action ?? null, q.from ?? null, q.until ?? null];
    const rows: (AuditRow & { total: number })[] = await this.ds.query(
      `SELECT ${COLUMNS}, ${totalSql(q)}::int AS total FROM audit_log
        WHERE ${FILTER}
          AND ($8::bigint IS NULL OR (at, id) < (SELECT c.at, c.id FROM audit_log c WHERE c.id = $8))
        ORDER BY audit_log.at DESC, audit_log.id DESC LIMIT $6 + 1 OFFSET $7`,
      [...params, q.limit, q.offset, q.after ?? null],
    );
    // Past the last page the count is gone with the rows; count separately then.
    const total = rows[0]?.total ?? (q.offset > 0 || q.after ? await this.count(q, params) : 0);
    // One entry more than the page was read: whether there is a next page, and the cursor to it.
    const items = rows.slice(0, q.limit).map(({ total: _t, ...r }) => r);
    return { items, total, nextCursor: rows.length > q.limit ? items[items.length - 1]!.id : null };
  }

  private async count(q: AuditQuery, params: unknown[]): Promise<number> {
    const dated = q.from || q.until;
    const [{ n }] = await this.ds.query(`SELECT ${totalSql(q)}::int AS n`, dated ? params : params.slice(0, 3));
    return n;
  }

  /**
   * Everyone who appears as an actor, with the latest name the log has for them, by name: the actors from the counts,
   * each one's latest entry from the actor index (O(actors), not a scan of the log).
   */
  async actors(): Promise<{ id: number; name: string }[]> {
    return this.ds.query(
      `SELECT a.actor_id AS id, coalesce(l.actor_name, 'User #' || a.actor_id) AS name
         FROM (SELECT DISTINCT actor_id FROM audit_counts WHERE actor_id <> 0) a
         CROSS JOIN LATERAL (SELECT actor_name FROM audit_log WHERE actor_id = a.actor_id ORDER BY at DESC, id DESC LIMIT 1) l`,
    ).then((rows: { id: number; name: string }[]) => rows.sort((a, b) => a.name.localeCompare(b.name)));
  }

  /** The distinct actions recorded so far, for the filter (from the counts). */
  async actions(): Promise<string[]> {
    const rows: { action: string }[] = await this.ds.query(`SELECT DISTINCT action FROM audit_counts ORDER BY action`);
    return rows.map((r) => r.action);
  }
}
