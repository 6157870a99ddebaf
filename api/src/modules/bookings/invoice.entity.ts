import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('invoices')
export class InvoiceEntity {
  @PrimaryGeneratedColumn() id: number;
  /** The booking billed; null once that booking was deleted (the invoice stays, voided). */
  @Column({ type: 'integer', nullable: true }) bookingId: number | null;
  /** Who is billed (kept when the booking goes). */
  @Column({ type: 'integer', nullable: true }) memberId: number | null;
  /** 'booking' (a room booking's rent and deposit) or 'dues' (one membership period). */
  @Column({ type: 'varchar', default: 'booking' }) kind: 'booking' | 'dues';
  /** A dues invoice's plan, and the period it bills (first and last day); null on booking invoices. */
  @Column({ type: 'integer', nullable: true }) planId: number | null;
  @Column({ type: 'date', nullable: true }) periodStart: string | null;
  @Column({ type: 'date', nullable: true }) periodEnd: string | null;
  /** What it bills, in a line (room and period, or plan and period), written when issued. */
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** Filled by the database default: INV-yyyy-nnnnnn from the year's counter, gap-free (next_invoice_number()). */
  @Column({ type: 'varchar', insert: false }) invoiceNumber: string;
  @Column({ type: 'numeric' }) totalAmount: string;
  @Column({ type: 'numeric' }) depositAmount: string;
  @Column({ type: 'numeric' }) monthlyAmount: string;
  @Column({ type: 'timestamptz', nullable: true }) depositRequestSentAt: Date | null;
  @Column({ type: 'boolean', default: false }) depositPaid: boolean;
  @Column({ type: 'timestamptz', nullable: true }) depositPaidDate: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) fullPaymentRequestSentAt: Date | null;
  @Column({ type: 'boolean', default: false }) paidInFull: boolean;
  @Column({ type: 'timestamptz', nullable: true }) paidInFullDate: Date | null;
  @Column({ type: 'text', nullable: true }) pdfUrl: string | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  /** Voided (acceptance undone, booking deleted): kept with its number, never deleted. */
  @Column({ type: 'timestamptz', nullable: true }) voidedAt: Date | null;
  @Column({ type: 'text', nullable: true }) voidReason: string | null;
}
