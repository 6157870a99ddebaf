import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The team variant's entities (spec §3). Only leagues and teams are served today: they scope announcements. */

@Entity('leagues')
export class LeagueEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'varchar', nullable: true }) ageGroup: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
}

@Entity('teams')
export class TeamEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'integer', nullable: true }) leagueId: number | null;
}

@Entity('children')
export class ChildEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'date' }) dateOfBirth: string;
  /** Null when unclaimed (the old client used 0). */
  @Column({ type: 'integer', nullable: true }) parentId: number | null;
  @Column({ type: 'varchar', nullable: true }) ageGroup: string | null;
}

@Entity('team_members')
export class TeamMemberEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer' }) teamId: number;
  @Column({ type: 'integer' }) childId: number;
}

@Entity('availabilities')
export class AvailabilityEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer' }) childId: number;
  @Column({ type: 'integer' }) eventId: number;
  @Column({ type: 'boolean' }) isAvailable: boolean;
  @Column({ type: 'timestamptz', default: () => 'now()' }) respondedAt: Date;
}
