import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type BookingStatusValue = 'pending' | 'accepted' | 'rejected';

@Entity('room_bookings')
export class RoomBookingEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer' }) roomId: number;
  @Column({ type: 'integer' }) memberId: number;
  /** yyyy-MM-dd (pg `date` comes back as a string, free of time-zone shifts). */
  @Column({ type: 'date' }) startDate: string;
  @Column({ type: 'integer' }) durationMonths: number;
  @Column({ type: 'text', nullable: true }) purpose: string | null;
  @Column({ type: 'varchar', default: 'pending' }) status: BookingStatusValue;
  @Column({ type: 'integer', nullable: true }) reviewedBy: number | null;
  @Column({ type: 'timestamptz', nullable: true }) reviewedAt: Date | null;
  @Column({ type: 'text', nullable: true }) rejectionReason: string | null;
  @Column({ type: 'timestamptz', nullable: true }) depositRequestedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) depositReceivedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) fullPaymentRequestedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) fullPaymentReceivedAt: Date | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
