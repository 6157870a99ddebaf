import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('meeting_rooms')
export class MeetingRoomEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'integer', default: 0 }) capacity: number;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', nullable: true }) location: string | null;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) amenities: string[];
  /** numeric(12,2): pg returns a decimal string, so money never passes through a float. */
  @Column({ type: 'numeric', nullable: true }) pricePerMonth: string | null;
  @Column({ type: 'numeric', nullable: true }) deposit: string | null;
  @Column({ type: 'integer', default: 1 }) minimumBookingMonths: number;
  @Column({ type: 'boolean', default: true }) isActive: boolean;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
