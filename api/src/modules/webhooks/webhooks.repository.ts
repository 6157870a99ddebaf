import type { DataSource, EntityManager } from 'typeorm';
import type { DeliveryStatus, WebhookEventType } from '../../../../rules/webhooks';

/** A registered endpoint as the admin sees it (never its secret but when made or rotated). */
export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
}

export interface WebhookDelivery {
  id: number;
  endpointId: number;
  eventType: WebhookEventType;
  /** The webhook-id header: the same on every attempt, for the receiver to drop repeats. */
  messageId: string;
  status: DeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

/** What a claimed attempt needs: where to, signed with what, which bytes. */
export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  url: string;
  secret: string;
  messageId: string;
  payload: string;
  attempts: number;
  firstAttemptAt: Date;
  /** The database's clock at the claim: retry times are counted from it, so instances agree. */
  now: Date;
}

const ENDPOINT_COLUMNS = `id, url, description, events, enabled, disabled_reason AS "disabledReason", created_at AS "createdAt"`;
const DELIVERY_COLUMNS = `d.id::int AS id, d.endpoint_id AS "endpointId", e.type AS "eventType", e.msg_id AS "messageId", d.status, d.attempts,
  d.response_status AS "responseStatus", d.response_excerpt AS "responseExcerpt", d.error,
  CASE WHEN d.status = 'pending' THEN d.next_attempt_at END AS "nextAttemptAt", d.last_attempt_at AS "lastAttemptAt",
  d.delivered_at AS "deliveredAt", d.created_at AS "createdAt"`;

/**
 * Unfinished deliveries whose turn it is: each enabled endpoint's oldest open delivery (events go out in the order
 * they happened, one at a time per endpoint), when it is pending and due, or being sent by an instance whose lease ran
 * out (it crashed mid-send).
 */
const HEAD_IS_DUE = `
  d.status IN ('pending', 'sending')
  AND ((d.status = 'pending' AND d.next_attempt_at <= now()) OR (d.status = 'sending' AND d.locked_until < now()))
  AND NOT EXISTS (SELECT 1 FROM webhook_deliveries o WHERE o.endpoint_id = d.endpoint_id AND o.status IN ('pending', 'sending') AND o.event_id < d.event_id)
  AND EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.id = d.endpoint_id AND w.enabled)`;

/** Only this file touches the webhook tables (webhook.emit.ts writes the outbox inside other features' transactions). */
export class WebhooksRepository {
  constructor(private readonly ds: DataSource) {}

  private q(m?: EntityManager) {
    return m ?? this.ds.manager;
  }

  async list(): Promise<WebhookEndpoint[]> {
    return this.ds.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints ORDER BY id`);
  }

  async find(id: number, m?: EntityManager): Promise<WebhookEndpoint | null> {
    const rows = await this.q(m).query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async insert(v: { url: string; description: string; events: string[]; secret: string; createdBy: number }, m: EntityManager): Promise<WebhookEndpoint> {
    const rows = await m.query(
      `INSERT INTO webhook_endpoints (url, description, events, secret, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING ${ENDPOINT_COLUMNS}`,
      [v.url, v.description, v.events, v.secret, v.createdBy],
    );
    return rows[0];
  }

  async update(id: number, v: { url: string; description: string; events: string[] }, m: EntityManager): Promise<WebhookEndpoint | null> {
    const rows = await m.query(
      `UPDATE webhook_endpoints SET url = $2, description = $3, events = $4, updated_at = now() WHERE id = $1 RETURNING ${ENDPOINT_COLUMNS}`,
      [id, v.url, v.description, v.events],
    );
    return rows[0]?.[0] ?? null;
  }

  async setSecret(id: number, secret: string, m: EntityManager): Promise<WebhookEndpoint | null> {
    const rows = await m.query(`UPDATE webhook_endpoints SET secret = $2, updated_at = now() WHERE id = $1 RETURNING ${ENDPOINT_COLUMNS}`, [id, secret]);
    return rows[0]?.[0] ?? null;
  }

  async setEnabled(id: number, enabled: boolean, reason: string | null, m: EntityManager): Promise<WebhookEndpoint | null> {
    const rows = await m.query(
      `UPDATE webhook_endpoints SET enabled = $2, disabled_reason = $3, updated_at = now() WHERE id = $1 RETURNING ${ENDPOINT_COLUMNS}`,
      [id, enabled, enabled ? null : reason],
    );
    return rows[0]?.[0] ?? null;
  }

  async delete(id: number, m: EntityManager): Promise<boolean> {
    const rows = await m.query(`DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id`, [id]);
    return rows[0].length > 0;
  }

  async deliveries(endpointId: number, limit: number, offset: number): Promise<WebhookDelivery[]> {
    return this.ds.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
       WHERE d.endpoint_id = $1 ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
      [endpointId, limit, offset],
    );
  }

  async delivery(id: number, m?: EntityManager): Promise<WebhookDelivery | null> {
    const rows = await this.q(m).query(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE d.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The ids whose turn it is (HEAD_IS_DUE), at most `limit`. */
  async due(limit: number): Promise<number[]> {
    const rows: { id: number }[] = await this.ds.query(`SELECT d.id::int AS id FROM webhook_deliveries d WHERE ${HEAD_IS_DUE} ORDER BY d.event_id LIMIT $1`, [limit]);
    return rows.map((r) => r.id);
  }

  /**
   * Takes one attempt of a delivery whose turn it is, for `leaseSeconds`: delivery `id`, or with `{ next: endpointId }`
   * that endpoint's next one if it is due now (a backlog drains without waiting for a sweep, one statement each). The
   * row lock decides between instances: the loser re-reads the claimed row, finds it no longer due, and gets null.
   */
  async claim(id: number | { next: number }, leaseSeconds: number): Promise<ClaimedDelivery | null> {
    const which =
      typeof id === 'number'
        ? 'd.id = $1'
        : `d.id = (SELECT d.id FROM webhook_deliveries d WHERE d.endpoint_id = $1 AND ${HEAD_IS_DUE} ORDER BY d.event_id LIMIT 1)`;
    const rows = await this.ds.query(
      `UPDATE webhook_deliveries d SET status = 'sending', attempts = d.attempts + 1, locked_until = now() + make_interval(secs => $2),
              first_attempt_at = coalesce(d.first_attempt_at, now()), last_attempt_at = now()
       FROM webhook_events e, webhook_endpoints w
       WHERE ${which} AND e.id = d.event_id AND w.id = d.endpoint_id AND ${HEAD_IS_DUE}
       RETURNING d.id::int AS id, d.endpoint_id AS "endpointId", w.url, w.secret, e.msg_id AS "messageId", e.payload::text AS payload,
                 d.attempts, d.first_attempt_at AS "firstAttemptAt", now() AS now`,
      [typeof id === 'number' ? id : id.next, leaseSeconds],
    );
    return rows[0]?.[0] ?? null;
  }

  /** The receiver took it (2xx). Only the claim's own attempt may finish it (a stale instance's answer changes nothing). */
  async delivered(c: ClaimedDelivery, answer: { status: number; excerpt: string }): Promise<void> {
    await this.ds.query(
      `UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(), locked_until = NULL, response_status = $3, response_excerpt = $4, error = NULL
       WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
      [c.id, c.attempts, answer.status, answer.excerpt],
    );
  }

  /** A failed attempt, to be tried again at `retryAt`. */
  async retryLater(c: ClaimedDelivery, answer: { status: number | null; excerpt: string | null; error: string }, retryAt: Date): Promise<void> {
    await this.ds.query(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = $5, locked_until = NULL, response_status = $3, response_excerpt = $4, error = $6
       WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
      [c.id, c.attempts, answer.status, answer.excerpt, retryAt, answer.error],
    );
  }

  /** Given up after a day; returns false when another instance finished it first. */
  async giveUp(c: ClaimedDelivery, answer: { status: number | null; excerpt: string | null; error: string }, m: EntityManager): Promise<boolean> {
    const rows = await m.query(
      `UPDATE webhook_deliveries SET status = 'failed', locked_until = NULL, response_status = $3, response_excerpt = $4, error = $5
       WHERE id = $1 AND attempts = $2 AND status = 'sending' RETURNING id`,
      [c.id, c.attempts, answer.status, answer.excerpt, answer.error],
    );
    return rows[0].length > 0;
  }

  /** A failed delivery back in the queue, due now, with a new day of retries. */
  async requeue(id: number, m: EntityManager): Promise<boolean> {
    const rows = await m.query(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), first_attempt_at = NULL WHERE id = $1 AND status = 'failed' RETURNING id`,
      [id],
    );
    return rows[0].length > 0;
  }

  async lockDelivery(id: number, m: EntityManager): Promise<{ status: DeliveryStatus; endpointId: number } | null> {
    const rows = await m.query(`SELECT status, endpoint_id AS "endpointId" FROM webhook_deliveries WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  /** The admins, to tell them an endpoint was disabled. */
  /** Every admin's address and chosen language (null: the office's default). */
  async adminEmails(): Promise<{ email: string; language: string | null }[]> {
    return this.ds.query(`SELECT email, language FROM users WHERE is_admin ORDER BY id`);
  }
}
