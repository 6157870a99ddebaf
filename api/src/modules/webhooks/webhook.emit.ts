import type { DataSource, EntityManager } from 'typeorm';
import type { WebhookEventType } from '../../../../rules/webhooks';

/**
 * Tells the integrators of something that happened: writes the outbox row and one delivery per enabled endpoint that
 * asked for `type`, with the manager of the change's own transaction, so they commit or roll back together (a refused
 * or rolled-back change emits nothing). Nothing is written when no endpoint wants the event. The payload is the
 * Standard Webhooks envelope { type, timestamp, data }, built now: the integrator gets the object as it was when it
 * happened, and every attempt sends the same bytes. The delivery jobs wake when the transaction commits
 * (wakeOnCommit).
 */
export async function emitWebhook(m: EntityManager, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  if (!m.queryRunner?.isTransactionActive) throw new Error('emitWebhook must run inside the transaction of the change it tells of');
  const payload = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
  const written: unknown[] = await m.query(
    `WITH wanting AS (SELECT id FROM webhook_endpoints WHERE enabled AND $1 = ANY (events)),
          event AS (INSERT INTO webhook_events (type, payload) SELECT $1, $2::jsonb WHERE EXISTS (SELECT 1 FROM wanting) RETURNING id)
     INSERT INTO webhook_deliveries (event_id, endpoint_id) SELECT event.id, wanting.id FROM event, wanting RETURNING 1`,
    [type, payload],
  );
  // Only a change that wrote deliveries wakes the delivery jobs after its commit (a wake is a sweep for what is due).
  if (written.length) m.queryRunner.data[EMITTED] = true;
}

/** Marks a transaction that emitted (in its query runner's own data), for wakeOnCommit. */
const EMITTED = 'webhooksEmitted';

/**
 * The outbox rows of one event as CTEs of the change's own statement, for a change written in ONE statement (which is
 * its own transaction: the rows commit with it or not at all, as with emitWebhook): one event per row of CTE `source`
 * (none when it wrote nothing), with the payload `payload`, an SQL jsonb expression over that row (typically
 * webhookPayload's text with the row's database-given id set in it). `type` is the parameter holding the event type.
 * Call emittedInStatement after the statement.
 */
export function outboxCtes(type: string, payload: string, source: string): string {
  return `webhook_wanting AS (SELECT id FROM webhook_endpoints WHERE enabled AND ${type} = ANY (events)),
    webhook_event AS (INSERT INTO webhook_events (type, payload) SELECT ${type}, ${payload} FROM ${source}
                       WHERE EXISTS (SELECT 1 FROM webhook_wanting) RETURNING id),
    webhook_delivery AS (INSERT INTO webhook_deliveries (event_id, endpoint_id)
                          SELECT webhook_event.id, webhook_wanting.id FROM webhook_event, webhook_wanting)`;
}

/**
 * A column for the outer SELECT of a statement with outboxCtes: whether it wrote an event (some endpoint wanted it). Only
 * then is the statement's commit worth a wake (emittedInStatement): the delivery jobs' wake is a sweep for what is due,
 * and a write no endpoint wants (every booking request and RSVP of an office without integrators) made one each —
 * back to back under load, a statement per write on the database for nothing (issue 42 item 2).
 */
export const OUTBOX_WRITTEN = 'EXISTS (SELECT 1 FROM webhook_event) AS webhook_written';

/** The Standard Webhooks envelope emitWebhook writes, as text (for outboxCtes). */
export function webhookPayload(type: WebhookEventType, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp: new Date().toISOString(), data });
}

/**
 * A statement with outboxCtes ran inside `m`'s transaction (a change written in one statement of a longer transaction):
 * the delivery jobs wake when it commits, as for emitWebhook.
 */
export function emittedInTransaction(m: EntityManager): void {
  if (!m.queryRunner?.isTransactionActive) throw new Error('emittedInTransaction must run inside the transaction of the change it tells of');
  m.queryRunner.data[EMITTED] = true;
}

/** After a statement with outboxCtes committed: the delivery jobs wake, as wakeOnCommit wakes them after a transaction. */
export function emittedInStatement(ds: DataSource): void {
  wakers.get(ds)?.();
}

const wakers = new WeakMap<DataSource, () => void>();

/**
 * Calls `wake` after each commit of a transaction that emitted, on this DataSource: the emitting features need not
 * know the delivery jobs exist (and a rolled-back transaction wakes nothing).
 */
export function wakeOnCommit(ds: DataSource, wake: () => void): void {
  wakers.set(ds, wake);
  ds.subscribers.push({
    afterTransactionCommit({ queryRunner }) {
      if (queryRunner.isTransactionActive || !queryRunner.data[EMITTED]) return;
      delete queryRunner.data[EMITTED];
      wake();
    },
    afterTransactionRollback({ queryRunner }) {
      if (!queryRunner.isTransactionActive) delete queryRunner.data[EMITTED];
    },
  });
}
