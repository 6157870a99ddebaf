import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins counted for growing delays (issue 38): one row per key (an account from one address, or one
 * address), the failures in a row and when the last was. Replaces the fixed lockout of rate_limits for sign-ins,
 * which let anyone lock any named account (the admin's included) and an office's shared proxy out.
 */
export class LoginThrottle1766100000000 implements MigrationInterface {
  name = 'LoginThrottle1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_throttle (
        key text PRIMARY KEY,
        failures integer NOT NULL CHECK (failures > 0),
        last_failure_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_throttle_last_idx ON login_throttle (last_failure_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS login_throttle`);
  }
}
