import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing webhooks (issue 39 item 2; rules/webhooks.ts holds the rules, these are their twins):
 *  - webhook_endpoints: an admin's registered URL, the events it wants (names CHECKed against the rule's list),
 *    its Standard Webhooks secret (`whsec_…`, needed in clear to sign), enabled or not and why;
 *  - webhook_events: the outbox. A row is written in the transaction of the change it tells of (so a rolled-back
 *    change leaves none), with the payload as it was then; `msg_id` is the webhook-id every attempt repeats;
 *  - webhook_deliveries: one row per (event, endpoint), UNIQUE — whoever plans or claims it, it is sent once;
 *    attempts, the last answer (status, a capped excerpt), and when to try next.
 */
const EVENTS = `'booking.requested', 'booking.accepted', 'booking.rejected', 'booking.payment_step', 'rsvp.changed',
  'event.created', 'event.updated', 'event.cancelled', 'member.registered', 'announcement.published'`;

export class OutgoingWebhooks1767500000000 implements MigrationInterface {
  name = 'OutgoingWebhooks1767500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id serial PRIMARY KEY,
        url varchar(2000) NOT NULL CHECK (url ~* '^https?://'),
        description varchar(200) NOT NULL DEFAULT '',
        events text[] NOT NULL CHECK (cardinality(events) > 0 AND events <@ ARRAY[${EVENTS}]::text[]),
        secret text NOT NULL CHECK (secret LIKE 'whsec\\_%'),
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE webhook_events (
        id bigserial PRIMARY KEY,
        msg_id text NOT NULL UNIQUE DEFAULT 'msg_' || replace(gen_random_uuid()::text, '-', ''),
        type text NOT NULL CHECK (type IN (${EVENTS})),
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id bigserial PRIMARY KEY,
        event_id bigint NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
        endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        first_attempt_at timestamptz,
        last_attempt_at timestamptz,
        delivered_at timestamptz,
        response_status integer,
        response_excerpt varchar(1024),
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT webhook_deliveries_once UNIQUE (event_id, endpoint_id),
        CONSTRAINT webhook_deliveries_delivered_at CHECK ((status = 'delivered') = (delivered_at IS NOT NULL))
      )`);
    // The sweep's and the in-order check's question: each endpoint's unfinished deliveries, oldest event first.
    await q.query(`CREATE INDEX webhook_deliveries_open ON webhook_deliveries (endpoint_id, event_id) WHERE status IN ('pending', 'sending')`);
    // The admin screen: an endpoint's deliveries, newest first.
    await q.query(`CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_events`);
    await q.query(`DROP TABLE webhook_endpoints`);
  }
}
