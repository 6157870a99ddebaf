import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

import type { RsvpAnswer } from '../../../../rules/events';

export type RsvpStatusValue = RsvpAnswer;

@Entity('event_rsvps')
export class EventRsvpEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer' }) eventId: number;
  @Column({ type: 'integer' }) memberId: number;
  @Column({ type: 'varchar' }) status: RsvpStatusValue;
  @Column({ type: 'timestamptz', default: () => 'now()' }) respondedAt: Date;
  @Column({ type: 'text', nullable: true }) notes: string | null;
}
