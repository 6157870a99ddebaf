import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Children of the junior section and their parents' availability answers (spec §3 team variant). */

@Entity('children')
export class ChildEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'date' }) dateOfBirth: string;
  /** Null when unclaimed (the old client used 0). */
  @Column({ type: 'integer', nullable: true }) parentId: number | null;
  @Column({ type: 'varchar', nullable: true }) ageGroup: string | null;
}

@Entity('availabilities')
export class AvailabilityEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer' }) childId: number;
  @Column({ type: 'integer' }) eventId: number;
  @Column({ type: 'boolean' }) isAvailable: boolean;
  @Column({ type: 'timestamptz', default: () => 'now()' }) respondedAt: Date;
}
