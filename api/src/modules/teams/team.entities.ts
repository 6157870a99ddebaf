import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Leagues, teams and rosters of the junior section (spec §3 team variant); leagues and teams also scope announcements. */

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

@Entity('team_members')
export class TeamMemberEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer' }) teamId: number;
  @Column({ type: 'integer' }) childId: number;
}
