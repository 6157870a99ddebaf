import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The junior section (team variant): a parent flag on users, one child per name and birthday,
 * and team events. The invariants live here so they hold whatever code writes:
 *  - a child is one row per (name ignoring case and outer spaces, date of birth): two parents
 *    adding the same child at once get one row and one duplicate answer;
 *  - team events carry their team, the teams involved and who they concern;
 *  - an age-group event names its age group.
 */
export class JuniorSection1764200000000 implements MigrationInterface {
  name = 'JuniorSection1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // The parent role is decided by an admin and read from here on every request, never from the client.
    await q.query(`ALTER TABLE users ADD COLUMN is_parent boolean NOT NULL DEFAULT false`);

    await q.query(`ALTER TABLE leagues ADD CONSTRAINT leagues_name_not_blank CHECK (length(btrim(name)) > 0)`);
    await q.query(`ALTER TABLE teams ADD CONSTRAINT teams_name_not_blank CHECK (length(btrim(name)) > 0)`);
    await q.query(`ALTER TABLE children ADD CONSTRAINT children_name_not_blank CHECK (length(btrim(name)) > 0)`);
    await q.query(`CREATE UNIQUE INDEX children_identity_key ON children (lower(btrim(name)), date_of_birth)`);

    await q.query(`ALTER TABLE events DROP CONSTRAINT events_type_check`);
    await q.query(`
      ALTER TABLE events ADD CONSTRAINT events_type_check
        CHECK (type IN ('meeting', 'workshop', 'social', 'networking', 'match', 'training', 'tournament'))`);
    await q.query(`
      ALTER TABLE events
        ADD COLUMN team_id integer REFERENCES teams (id) ON DELETE SET NULL,
        ADD COLUMN teams_involved integer[] NOT NULL DEFAULT '{}',
        ADD COLUMN relevance_type varchar(16) CHECK (relevance_type IN ('all', 'age_group', 'team')),
        ADD COLUMN age_group_relevance varchar(16),
        ADD CONSTRAINT events_age_group_named CHECK (relevance_type IS DISTINCT FROM 'age_group' OR age_group_relevance IS NOT NULL)`);
    await q.query(`CREATE INDEX events_team_id_idx ON events (team_id)`);
    await q.query(`CREATE INDEX events_teams_involved_idx ON events USING gin (teams_involved)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX events_teams_involved_idx`);
    await q.query(`DROP INDEX events_team_id_idx`);
    await q.query(`
      ALTER TABLE events
        DROP CONSTRAINT events_age_group_named,
        DROP COLUMN age_group_relevance,
        DROP COLUMN relevance_type,
        DROP COLUMN teams_involved,
        DROP COLUMN team_id`);
    await q.query(`ALTER TABLE events DROP CONSTRAINT events_type_check`);
    // Team events have no club type; they become meetings rather than disappear.
    await q.query(`UPDATE events SET type = 'meeting' WHERE type IN ('match', 'training', 'tournament')`);
    await q.query(`ALTER TABLE events ADD CONSTRAINT events_type_check CHECK (type IN ('meeting', 'workshop', 'social', 'networking'))`);
    await q.query(`DROP INDEX children_identity_key`);
    await q.query(`ALTER TABLE children DROP CONSTRAINT children_name_not_blank`);
    await q.query(`ALTER TABLE teams DROP CONSTRAINT teams_name_not_blank`);
    await q.query(`ALTER TABLE leagues DROP CONSTRAINT leagues_name_not_blank`);
    await q.query(`ALTER TABLE users DROP COLUMN is_parent`);
  }
}
