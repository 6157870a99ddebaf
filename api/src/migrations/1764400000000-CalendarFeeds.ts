import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calendar subscriptions (issue 14): a secret feed address per member, and per (admin, room).
 * The token is the credential of a URL that calendar apps fetch without a session, so it is kept
 * as is (the member copies it again later); regenerating replaces the row, revoking deletes it.
 * Invariants: tokens are unique and long; one member feed per user; one room feed per admin and room.
 */
export class CalendarFeeds1764400000000 implements MigrationInterface {
  name = 'CalendarFeeds1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_feeds (
        id serial PRIMARY KEY,
        token text NOT NULL CONSTRAINT calendar_feeds_token_key UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{32,}$'),
        owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        room_id integer REFERENCES meeting_rooms (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX calendar_feeds_member_key ON calendar_feeds (owner_id) WHERE room_id IS NULL`);
    await q.query(`CREATE UNIQUE INDEX calendar_feeds_room_key ON calendar_feeds (owner_id, room_id) WHERE room_id IS NOT NULL`);
    await q.query(`CREATE INDEX calendar_feeds_room_id_idx ON calendar_feeds (room_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_feeds`);
  }
}
