import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('invoices')
export class InvoiceEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer' }) bookingId: number;
  /** Filled by the database default (INV-yyyy-nnnnnn from a sequence). */
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
}
