import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's language (issue 37 item 4): 'en' or 'de', or null for "follow the browser" (the web client) and the
 * office's default (emails, WhatsApp, PDFs and iCal texts the server writes for that member).
 */
export class UserLanguage1768100000000 implements MigrationInterface {
  name = 'UserLanguage1768100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users ADD COLUMN language varchar(5) CONSTRAINT users_language_check CHECK (language IN ('en', 'de'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
