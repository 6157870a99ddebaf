import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model of spec §3, reviewed SQL. Invariants live here so they hold
 * under concurrency, whatever code writes:
 *  - accepted bookings of a room never overlap (exclusion constraint on the booked period);
 *  - payment steps are ticked in order (CHECKs on the four timestamps);
 *  - attending never exceeds maxAttendees (trigger that locks the event row, then counts);
 *  - one RSVP per member and event, one invoice per booking, unique names and numbers.
 * Every foreign key has an index.
 */
export class Initial1763769600000 implements MigrationInterface {
  name = 'Initial1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);

    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(255) NOT NULL,
        password_hash text NOT NULL,
        email varchar(255) NOT NULL,
        full_name varchar(255) NOT NULL,
        role varchar(100),
        phone varchar(32),
        whatsapp_phone varchar(32),
        bio text,
        membership_number varchar(64),
        joined_at timestamptz NOT NULL DEFAULT now(),
        reset_token text,
        reset_token_expiry timestamptz,
        is_admin boolean NOT NULL DEFAULT false
      )`);
    // Case-insensitive uniqueness: "Ann@x.org" and "ann@x.org" are one account.
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`CREATE UNIQUE INDEX users_reset_token_key ON users (reset_token) WHERE reset_token IS NOT NULL`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);

    // Shape required by rate-limiter-flexible's Postgres store (tableCreated: true).
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);

    await q.query(`
      CREATE TABLE meeting_rooms (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        capacity integer NOT NULL DEFAULT 0 CHECK (capacity >= 0),
        description text,
        location varchar(255),
        amenities text[] NOT NULL DEFAULT '{}',
        price_per_month numeric(12, 2) DEFAULT 0 CHECK (price_per_month >= 0),
        deposit numeric(12, 2) DEFAULT 0 CHECK (deposit >= 0),
        minimum_booking_months integer NOT NULL DEFAULT 1 CHECK (minimum_booking_months BETWEEN 1 AND 120),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX meeting_rooms_name_idx ON meeting_rooms (name)`);

    await q.query(`
      CREATE TABLE room_bookings (
        id serial PRIMARY KEY,
        room_id integer NOT NULL REFERENCES meeting_rooms (id) ON DELETE RESTRICT,
        member_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        start_date date NOT NULL,
        duration_months integer NOT NULL CHECK (duration_months BETWEEN 1 AND 120),
        purpose text,
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
        reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        rejection_reason text,
        deposit_requested_at timestamptz,
        deposit_received_at timestamptz,
        full_payment_requested_at timestamptz,
        full_payment_received_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        period daterange GENERATED ALWAYS AS (
          daterange(start_date, (start_date + make_interval(months => duration_months))::date, '[)')
        ) STORED,
        CONSTRAINT room_bookings_rejection_reason CHECK (status <> 'rejected' OR coalesce(length(btrim(rejection_reason)), 0) > 0),
        CONSTRAINT room_bookings_steps_need_acceptance CHECK (status = 'accepted' OR deposit_requested_at IS NULL),
        CONSTRAINT room_bookings_deposit_received_order CHECK (deposit_received_at IS NULL OR deposit_requested_at IS NOT NULL),
        CONSTRAINT room_bookings_payment_requested_order CHECK (full_payment_requested_at IS NULL OR deposit_received_at IS NOT NULL),
        CONSTRAINT room_bookings_payment_received_order CHECK (full_payment_received_at IS NULL OR full_payment_requested_at IS NOT NULL),
        CONSTRAINT room_bookings_no_overlap EXCLUDE USING gist (room_id WITH =, period WITH &&) WHERE (status = 'accepted')
      )`);
    await q.query(`CREATE INDEX room_bookings_room_id_idx ON room_bookings (room_id)`);
    await q.query(`CREATE INDEX room_bookings_member_id_idx ON room_bookings (member_id, created_at DESC)`);
    await q.query(`CREATE INDEX room_bookings_reviewed_by_idx ON room_bookings (reviewed_by)`);
    await q.query(`CREATE INDEX room_bookings_status_idx ON room_bookings (status, created_at DESC)`);
    await q.query(`CREATE INDEX room_bookings_created_at_idx ON room_bookings (created_at DESC)`);
    await q.query(`CREATE INDEX room_bookings_accepted_period_idx ON room_bookings USING gist (period) WHERE status = 'accepted'`);

    await q.query(`CREATE SEQUENCE invoice_number_seq`);
    await q.query(`
      CREATE TABLE invoices (
        id serial PRIMARY KEY,
        booking_id integer NOT NULL REFERENCES room_bookings (id) ON DELETE CASCADE,
        invoice_number varchar(32) NOT NULL
          DEFAULT ('INV-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0')),
        total_amount numeric(14, 2) NOT NULL CHECK (total_amount >= 0),
        deposit_amount numeric(12, 2) NOT NULL CHECK (deposit_amount >= 0),
        monthly_amount numeric(14, 2) NOT NULL CHECK (monthly_amount >= 0),
        deposit_request_sent_at timestamptz,
        deposit_paid boolean NOT NULL DEFAULT false,
        deposit_paid_date timestamptz,
        full_payment_request_sent_at timestamptz,
        paid_in_full boolean NOT NULL DEFAULT false,
        paid_in_full_date timestamptz,
        pdf_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT invoices_total CHECK (total_amount = monthly_amount + deposit_amount)
      )`);
    await q.query(`CREATE UNIQUE INDEX invoices_invoice_number_key ON invoices (invoice_number)`);
    await q.query(`CREATE UNIQUE INDEX invoices_booking_id_key ON invoices (booking_id)`);
    await q.query(`CREATE INDEX invoices_created_at_idx ON invoices (created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE events (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL CHECK (length(btrim(title)) > 0),
        type varchar(16) NOT NULL DEFAULT 'meeting' CHECK (type IN ('meeting', 'workshop', 'social', 'networking')),
        date date NOT NULL,
        start_time time(0) NOT NULL,
        end_time time(0),
        location varchar(255) NOT NULL,
        location_detail varchar(255),
        description text,
        max_attendees integer CHECK (max_attendees > 0),
        status varchar(16) NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'pending', 'cancelled')),
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_end_after_start CHECK (end_time IS NULL OR end_time > start_time)
      )`);
    await q.query(`CREATE INDEX events_date_idx ON events (date, start_time)`);
    await q.query(`CREATE INDEX events_status_date_idx ON events (status, date, start_time)`);
    await q.query(`CREATE INDEX events_created_by_idx ON events (created_by)`);

    await q.query(`
      CREATE TABLE event_rsvps (
        id serial PRIMARY KEY,
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        member_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status varchar(16) NOT NULL CHECK (status IN ('attending', 'not_attending', 'maybe')),
        responded_at timestamptz NOT NULL DEFAULT now(),
        notes text,
        CONSTRAINT event_rsvps_event_member_key UNIQUE (event_id, member_id)
      )`);
    await q.query(`CREATE INDEX event_rsvps_member_id_idx ON event_rsvps (member_id)`);
    await q.query(`CREATE INDEX event_rsvps_attending_idx ON event_rsvps (event_id) WHERE status = 'attending'`);
    // Capacity guard: lock the event row so concurrent RSVPs to one event queue up, then count.
    await q.query(`
      CREATE FUNCTION event_rsvps_enforce_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        cap integer;
        taken integer;
      BEGIN
        IF NEW.status <> 'attending' OR (TG_OP = 'UPDATE' AND OLD.status = 'attending') THEN
          RETURN NEW;
        END IF;
        SELECT max_attendees INTO cap FROM events WHERE id = NEW.event_id FOR UPDATE;
        IF cap IS NULL THEN
          RETURN NEW;
        END IF;
        SELECT count(*) INTO taken FROM event_rsvps
          WHERE event_id = NEW.event_id AND status = 'attending' AND member_id <> NEW.member_id;
        IF taken >= cap THEN
          RAISE EXCEPTION 'event % is full', NEW.event_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'event_rsvps_capacity';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER event_rsvps_capacity BEFORE INSERT OR UPDATE OF status ON event_rsvps
        FOR EACH ROW EXECUTE FUNCTION event_rsvps_enforce_capacity()`);

    await q.query(`
      CREATE TABLE leagues (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        age_group varchar(16),
        description text
      )`);
    await q.query(`
      CREATE TABLE teams (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        league_id integer REFERENCES leagues (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX teams_league_id_idx ON teams (league_id)`);
    await q.query(`
      CREATE TABLE children (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        date_of_birth date NOT NULL,
        parent_id integer REFERENCES users (id) ON DELETE SET NULL,
        age_group varchar(16)
      )`);
    await q.query(`CREATE INDEX children_parent_id_idx ON children (parent_id)`);
    await q.query(`
      CREATE TABLE team_members (
        id serial PRIMARY KEY,
        team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        child_id integer NOT NULL REFERENCES children (id) ON DELETE CASCADE,
        CONSTRAINT team_members_team_child_key UNIQUE (team_id, child_id)
      )`);
    await q.query(`CREATE INDEX team_members_child_id_idx ON team_members (child_id)`);
    await q.query(`
      CREATE TABLE availabilities (
        id serial PRIMARY KEY,
        child_id integer NOT NULL REFERENCES children (id) ON DELETE CASCADE,
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        is_available boolean NOT NULL,
        responded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT availabilities_child_event_key UNIQUE (child_id, event_id)
      )`);
    await q.query(`CREATE INDEX availabilities_event_id_idx ON availabilities (event_id)`);

    await q.query(`
      CREATE TABLE announcements (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL CHECK (length(btrim(title)) > 0),
        content text NOT NULL CHECK (length(btrim(content)) > 0),
        author_id integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        send_whatsapp boolean NOT NULL DEFAULT false,
        team_id integer REFERENCES teams (id) ON DELETE SET NULL,
        league_id integer REFERENCES leagues (id) ON DELETE SET NULL,
        CONSTRAINT announcements_one_scope CHECK (team_id IS NULL OR league_id IS NULL)
      )`);
    await q.query(`CREATE INDEX announcements_created_at_idx ON announcements (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX announcements_author_id_idx ON announcements (author_id)`);
    await q.query(`CREATE INDEX announcements_team_id_idx ON announcements (team_id)`);
    await q.query(`CREATE INDEX announcements_league_id_idx ON announcements (league_id)`);

    await q.query(`
      CREATE TABLE whatsapp_config (
        id serial PRIMARY KEY,
        phone_number_id varchar(64) NOT NULL,
        access_token text NOT NULL,
        webhook_verify_token text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE whatsapp_templates (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        content text NOT NULL,
        type varchar(64),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT whatsapp_templates_name_key UNIQUE (name)
      )`);
    await q.query(`
      CREATE TABLE whatsapp_notifications (
        id serial PRIMARY KEY,
        recipient_id integer REFERENCES users (id) ON DELETE SET NULL,
        recipient_phone varchar(32) NOT NULL,
        template_name varchar(200),
        content text,
        whatsapp_message_id varchar(128),
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'delivered', 'failed')),
        error_message text,
        related_type varchar(64),
        related_id integer,
        sent_at timestamptz,
        delivered_at timestamptz,
        read_at timestamptz
      )`);
    await q.query(`CREATE INDEX whatsapp_notifications_recipient_id_idx ON whatsapp_notifications (recipient_id)`);
    await q.query(`
      CREATE TABLE notification_preferences (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email_notifications boolean NOT NULL DEFAULT true,
        whatsapp_event_reminders boolean NOT NULL DEFAULT false,
        whatsapp_announcements boolean NOT NULL DEFAULT false,
        reminder_timing_hours integer NOT NULL DEFAULT 24 CHECK (reminder_timing_hours > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notification_preferences_user_id_key UNIQUE (user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'notification_preferences',
      'whatsapp_notifications',
      'whatsapp_templates',
      'whatsapp_config',
      'announcements',
      'availabilities',
      'team_members',
      'children',
      'teams',
      'leagues',
      'event_rsvps',
      'events',
      'invoices',
      'room_bookings',
      'meeting_rooms',
      'rate_limits',
      'sessions',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
    }
    await q.query(`DROP FUNCTION IF EXISTS event_rsvps_enforce_capacity()`);
    await q.query(`DROP SEQUENCE IF EXISTS invoice_number_seq`);
  }
}
