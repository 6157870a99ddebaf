import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { RsvpSummary, WaitlistSummary } from './event-summaries';

export type EventTypeValue = 'meeting' | 'workshop' | 'social' | 'networking' | 'match' | 'training' | 'tournament';
export type RelevanceValue = 'all' | 'age_group' | 'team';
export type EventStatusValue = 'confirmed' | 'pending' | 'cancelled';

@Entity('events')
export class EventEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) title: string;
  @Column({ type: 'varchar', default: 'meeting' }) type: EventTypeValue;
  /** yyyy-MM-dd */
  @Column({ type: 'date' }) date: string;
  /** pg `time` comes back as HH:mm:ss; mappers show HH:mm. */
  @Column({ type: 'time' }) startTime: string;
  @Column({ type: 'time', nullable: true }) endTime: string | null;
  @Column({ type: 'varchar' }) location: string;
  @Column({ type: 'varchar', nullable: true }) locationDetail: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'integer', nullable: true }) maxAttendees: number | null;
  @Column({ type: 'varchar', default: 'confirmed' }) status: EventStatusValue;
  @Column({ type: 'integer', nullable: true }) createdBy: number | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  /** Team variant: the team a team event belongs to, further teams, and whom it concerns (null = team-based). */
  @Column({ type: 'integer', nullable: true }) teamId: number | null;
  @Column({ type: 'integer', array: true, default: () => "'{}'" }) teamsInvolved: number[];
  @Column({ type: 'varchar', nullable: true }) relevanceType: RelevanceValue | null;
  @Column({ type: 'varchar', nullable: true }) ageGroupRelevance: string | null;
  /**
   * Not a column: the attending count and the reader's own answer, when the list that read this
   * event read them in the same statement (EventsRepository.list). Absent otherwise; the fields
   * then batch through the summary loader.
   */
  rsvpSummary?: RsvpSummary;
  /** Not a column: the waiting list's size and the reader's place, read with rsvpSummary by the lists. */
  waitlistSummary?: WaitlistSummary;
}
