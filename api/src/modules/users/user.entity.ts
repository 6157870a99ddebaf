import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) username: string;
  /** bcrypt hash; never leaves the server. */
  @Column({ type: 'text', select: false }) passwordHash: string;
  @Column({ type: 'varchar' }) email: string;
  @Column({ type: 'varchar' }) fullName: string;
  @Column({ type: 'varchar', nullable: true }) role: string | null;
  @Column({ type: 'varchar', nullable: true }) phone: string | null;
  @Column({ type: 'varchar', nullable: true }) whatsappPhone: string | null;
  @Column({ type: 'text', nullable: true }) bio: string | null;
  /** 'en' | 'de', or null: the browser's language (web) and the office's default (what the server writes). */
  @Column({ type: 'varchar', nullable: true }) language: string | null;
  /** When the member agreed to receive WhatsApp messages; null = no consent. */
  @Column({ type: 'timestamptz', nullable: true }) whatsappOptInAt: Date | null;
  @Column({ type: 'varchar', nullable: true }) membershipNumber: string | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) joinedAt: Date;
  /** SHA-256 of the reset token; the token itself is only ever in the email. */
  @Column({ type: 'text', nullable: true, select: false }) resetToken: string | null;
  @Column({ type: 'timestamptz', nullable: true, select: false }) resetTokenExpiry: Date | null;
  @Column({ type: 'boolean', default: false }) isAdmin: boolean;
  /** A parent of the junior section; set by an admin only. */
  @Column({ type: 'boolean', default: false }) isParent: boolean;
  /** Set when the member deleted their account: the row stays, anonymised, for their bookings and invoices. */
  @Column({ type: 'timestamptz', nullable: true, select: false }) deletedAt: Date | null;
}
