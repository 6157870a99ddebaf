import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online payment of the booking checklist's deposit and full payment (issue 35), and refunds.
 *  - payment_links: the provider's checkout session for one requested step of one booking. At most one
 *    live link (creating or open) per booking and purpose: two clicks or two instances make one link.
 *  - payments: money the provider took (or is taking: SEPA settles later). One row per checkout session.
 *    booking_id has no foreign key on purpose: a payment outlives a deleted booking (it then needs an
 *    admin's attention, and is never lost).
 *  - refunds: what was given back, each within what the payment has left (refunded_minor, kept by the
 *    same transaction that adds a refund, under the payment's row lock, and bounded by a CHECK).
 *  - payment_events: each provider event id once: a replayed, duplicated or raced webhook finds its id
 *    taken in the same transaction as the change it would make, and changes nothing.
 */
export class OnlinePayments1766000000000 implements MigrationInterface {
  name = 'OnlinePayments1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_links (
        id serial PRIMARY KEY,
        booking_id integer REFERENCES room_bookings (id) ON DELETE SET NULL,
        purpose varchar(16) NOT NULL CHECK (purpose IN ('deposit', 'balance')),
        amount_minor integer NOT NULL CHECK (amount_minor > 0),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        status varchar(16) NOT NULL DEFAULT 'creating'
          CHECK (status IN ('creating', 'open', 'complete', 'expired', 'cancelling', 'cancelled', 'failed')),
        provider_session_id text UNIQUE,
        url text,
        expires_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payment_links_open_has_session CHECK (status IN ('creating', 'cancelling', 'cancelled') OR provider_session_id IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX payment_links_one_live ON payment_links (booking_id, purpose) WHERE status IN ('creating', 'open')`);
    await q.query(`CREATE INDEX payment_links_pending_idx ON payment_links (updated_at) WHERE status IN ('creating', 'cancelling')`);

    await q.query(`
      CREATE TABLE payments (
        id serial PRIMARY KEY,
        link_id integer REFERENCES payment_links (id) ON DELETE SET NULL,
        booking_id integer,
        member_id integer REFERENCES users (id) ON DELETE SET NULL,
        purpose varchar(16) NOT NULL CHECK (purpose IN ('deposit', 'balance')),
        invoice_number varchar(32),
        amount_minor integer NOT NULL CHECK (amount_minor > 0),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        refunded_minor integer NOT NULL DEFAULT 0,
        method varchar(32),
        provider_session_id text NOT NULL UNIQUE,
        provider_payment_id text UNIQUE,
        status varchar(16) NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        ticked boolean NOT NULL DEFAULT false,
        attention text,
        resolved_at timestamptz,
        resolved_by integer REFERENCES users (id) ON DELETE SET NULL,
        resolution text,
        received_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payments_refunds_within_amount CHECK (refunded_minor BETWEEN 0 AND amount_minor),
        CONSTRAINT payments_refunds_need_success CHECK (refunded_minor = 0 OR status = 'succeeded'),
        CONSTRAINT payments_ticked_needs_success CHECK (NOT ticked OR status = 'succeeded'),
        CONSTRAINT payments_received_when_succeeded CHECK ((status = 'succeeded') = (received_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX payments_booking_idx ON payments (booking_id)`);
    await q.query(`CREATE INDEX payments_member_idx ON payments (member_id, created_at DESC)`);
    await q.query(`CREATE INDEX payments_created_idx ON payments (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX payments_attention_idx ON payments (created_at DESC) WHERE attention IS NOT NULL AND resolved_at IS NULL`);

    await q.query(`
      CREATE TABLE refunds (
        id serial PRIMARY KEY,
        payment_id integer NOT NULL REFERENCES payments (id) ON DELETE RESTRICT,
        amount_minor integer NOT NULL CHECK (amount_minor > 0),
        reason text NOT NULL CHECK (length(btrim(reason)) > 0),
        status varchar(16) NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'pending', 'succeeded', 'failed', 'canceled')),
        provider_refund_id text UNIQUE,
        failure text,
        requested_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refunds_payment_idx ON refunds (payment_id)`);
    await q.query(`CREATE INDEX refunds_open_idx ON refunds (updated_at) WHERE status IN ('requested', 'pending')`);

    await q.query(`
      CREATE TABLE payment_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        object_id text,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_events_received_idx ON payment_events (received_at DESC)`);

    // Receipts of payments and refunds reach the member's inbox and email like the booking steps.
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_kind_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_kind_check
         CHECK (kind IN ('event_reminder', 'rsvp_needed', 'announcement', 'waitlist_promoted',
                         'booking_accepted', 'booking_rejected', 'deposit_requested', 'payment_requested',
                         'payment_receipt', 'refund_receipt'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification_deliveries WHERE kind IN ('payment_receipt', 'refund_receipt')`);
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_kind_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_kind_check
         CHECK (kind IN ('event_reminder', 'rsvp_needed', 'announcement', 'waitlist_promoted',
                         'booking_accepted', 'booking_rejected', 'deposit_requested', 'payment_requested'))`,
    );
    await q.query(`DROP TABLE IF EXISTS payment_events`);
    await q.query(`DROP TABLE IF EXISTS refunds`);
    await q.query(`DROP TABLE IF EXISTS payments`);
    await q.query(`DROP TABLE IF EXISTS payment_links`);
  }
}
