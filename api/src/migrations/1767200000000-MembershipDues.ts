import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Membership plans and dues (issue 36, item 3). The rules are rules/memberships.ts; these are their database twins.
 *  - membership_plans: name (unique, ignoring case), amount > 0, period monthly | quarterly | yearly, active.
 *  - memberships: one per member. anchor_date is the first day of the first period under the current plan;
 *    next_plan_id / next_plan_from hold a change that takes effect when the next period starts.
 *  - Dues invoices are rows of `invoices` (kind 'dues'), numbered by next_invoice_number() like any invoice, with the
 *    plan and period they bill. One per member and period: the partial unique index invoices_dues_period_key
 *    decides between instances issuing at once.
 *  - A plan in use (by a membership, a scheduled change or an invoice) cannot be deleted: the foreign keys RESTRICT.
 *  - Issued dues invoices keep their plan, period and amount (trigger invoices_dues_terms_fixed), and a membership's
 *    terms cannot change over a period already invoiced (trigger memberships_terms_after_issued): a plan change takes
 *    effect at the next period and never rewrites an issued invoice.
 *  - office_settings: the grace days before an unpaid member lapses (14) and whether lapsed members may request rooms.
 *  - Online payment of dues: payment links and payments name the invoice they pay (purpose 'dues'), at most one
 *    live link per invoice.
 */
export class MembershipDues1767200000000 implements MigrationInterface {
  name = 'MembershipDues1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE membership_plans (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL CONSTRAINT membership_plans_name_present CHECK (length(btrim(name)) > 0),
        amount numeric(12, 2) NOT NULL CONSTRAINT membership_plans_amount_positive CHECK (amount > 0),
        period varchar(16) NOT NULL CONSTRAINT membership_plans_period_check CHECK (period IN ('monthly', 'quarterly', 'yearly')),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX membership_plans_name_key ON membership_plans (lower(name))`);

    await q.query(`
      CREATE TABLE memberships (
        id serial PRIMARY KEY,
        user_id integer NOT NULL CONSTRAINT memberships_user_key UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        plan_id integer NOT NULL CONSTRAINT memberships_plan_id_fkey REFERENCES membership_plans (id) ON DELETE RESTRICT,
        anchor_date date NOT NULL,
        next_plan_id integer CONSTRAINT memberships_next_plan_id_fkey REFERENCES membership_plans (id) ON DELETE RESTRICT,
        next_plan_from date,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT memberships_next_plan_whole CHECK ((next_plan_id IS NULL) = (next_plan_from IS NULL)),
        CONSTRAINT memberships_next_after_anchor CHECK (next_plan_from IS NULL OR next_plan_from > anchor_date)
      )`);
    await q.query(`CREATE INDEX memberships_plan_idx ON memberships (plan_id)`);
    await q.query(`CREATE INDEX memberships_next_plan_idx ON memberships (next_plan_id) WHERE next_plan_id IS NOT NULL`);

    await q.query(`
      ALTER TABLE invoices
        ADD COLUMN kind varchar(16) NOT NULL DEFAULT 'booking' CONSTRAINT invoices_kind_check CHECK (kind IN ('booking', 'dues')),
        ADD COLUMN plan_id integer CONSTRAINT invoices_plan_id_fkey REFERENCES membership_plans (id) ON DELETE RESTRICT,
        ADD COLUMN period_start date,
        ADD COLUMN period_end date,
        ADD CONSTRAINT invoices_dues_fields CHECK (
          (kind = 'booking' AND plan_id IS NULL AND period_start IS NULL AND period_end IS NULL)
          OR (kind = 'dues' AND booking_id IS NULL AND plan_id IS NOT NULL AND period_start IS NOT NULL AND period_end >= period_start))`);
    await q.query(`CREATE UNIQUE INDEX invoices_dues_period_key ON invoices (member_id, period_start) WHERE kind = 'dues'`);
    await q.query(`CREATE INDEX invoices_plan_idx ON invoices (plan_id) WHERE plan_id IS NOT NULL`);

    await q.query(`
      CREATE FUNCTION invoices_dues_terms_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.kind = 'dues' AND (NEW.kind, NEW.plan_id, NEW.period_start, NEW.period_end, NEW.total_amount, NEW.monthly_amount, NEW.deposit_amount)
             IS DISTINCT FROM (OLD.kind, OLD.plan_id, OLD.period_start, OLD.period_end, OLD.total_amount, OLD.monthly_amount, OLD.deposit_amount) THEN
          RAISE EXCEPTION 'an issued dues invoice keeps its plan, period and amount'
            USING ERRCODE = '23514', CONSTRAINT = 'invoices_dues_terms_fixed';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER invoices_dues_terms_fixed BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_dues_terms_fixed()`);

    await q.query(`
      CREATE FUNCTION memberships_terms_after_issued() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.plan_id, NEW.anchor_date) IS DISTINCT FROM (OLD.plan_id, OLD.anchor_date)
           AND EXISTS (SELECT 1 FROM invoices i WHERE i.kind = 'dues' AND i.member_id = NEW.user_id AND i.period_end >= NEW.anchor_date) THEN
          RAISE EXCEPTION 'a plan change takes effect at the next period: a period reaching % is already invoiced', NEW.anchor_date
            USING ERRCODE = '23514', CONSTRAINT = 'memberships_terms_after_issued';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER memberships_terms_after_issued BEFORE UPDATE ON memberships FOR EACH ROW EXECUTE FUNCTION memberships_terms_after_issued()`);

    await q.query(`
      ALTER TABLE office_settings
        ADD COLUMN membership_grace_days integer NOT NULL DEFAULT 14 CONSTRAINT office_settings_grace_days CHECK (membership_grace_days BETWEEN 0 AND 365),
        ADD COLUMN lapsed_may_request_rooms boolean NOT NULL DEFAULT true`);

    await q.query(`ALTER TABLE payment_links DROP CONSTRAINT payment_links_purpose_check`);
    await q.query(`
      ALTER TABLE payment_links
        ADD COLUMN invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL,
        ADD CONSTRAINT payment_links_purpose_check CHECK (purpose IN ('deposit', 'balance', 'dues')),
        ADD CONSTRAINT payment_links_dues_invoice CHECK (purpose <> 'dues' OR (invoice_id IS NOT NULL AND booking_id IS NULL))`);
    await q.query(`CREATE UNIQUE INDEX payment_links_one_live_dues ON payment_links (invoice_id) WHERE purpose = 'dues' AND status IN ('creating', 'open')`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_purpose_check`);
    await q.query(`
      ALTER TABLE payments
        ADD COLUMN invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL,
        ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('deposit', 'balance', 'dues'))`);
    await q.query(`CREATE INDEX payments_invoice_idx ON payments (invoice_id) WHERE invoice_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS payments_invoice_idx`);
    await q.query(`DELETE FROM refunds WHERE payment_id IN (SELECT id FROM payments WHERE purpose = 'dues')`);
    await q.query(`DELETE FROM payments WHERE purpose = 'dues'`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_purpose_check, DROP COLUMN invoice_id`);
    await q.query(`ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('deposit', 'balance'))`);
    await q.query(`DROP INDEX IF EXISTS payment_links_one_live_dues`);
    await q.query(`DELETE FROM payment_links WHERE purpose = 'dues'`);
    await q.query(`ALTER TABLE payment_links DROP CONSTRAINT payment_links_dues_invoice, DROP CONSTRAINT payment_links_purpose_check, DROP COLUMN invoice_id`);
    await q.query(`ALTER TABLE payment_links ADD CONSTRAINT payment_links_purpose_check CHECK (purpose IN ('deposit', 'balance'))`);
    await q.query(`ALTER TABLE office_settings DROP COLUMN lapsed_may_request_rooms, DROP COLUMN membership_grace_days`);
    await q.query(`DROP TRIGGER IF EXISTS memberships_terms_after_issued ON memberships`);
    await q.query(`DROP FUNCTION IF EXISTS memberships_terms_after_issued()`);
    await q.query(`DROP TRIGGER IF EXISTS invoices_dues_terms_fixed ON invoices`);
    await q.query(`DROP FUNCTION IF EXISTS invoices_dues_terms_fixed()`);
    // Dues invoices were numbered, but they bill what no longer exists: they go with their tables.
    await q.query(`DELETE FROM invoices WHERE kind = 'dues'`);
    await q.query(`DROP INDEX IF EXISTS invoices_plan_idx`);
    await q.query(`DROP INDEX IF EXISTS invoices_dues_period_key`);
    await q.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_dues_fields, DROP COLUMN period_end, DROP COLUMN period_start, DROP COLUMN plan_id, DROP COLUMN kind`);
    await q.query(`DROP TABLE IF EXISTS memberships`);
    await q.query(`DROP TABLE IF EXISTS membership_plans`);
  }
}
