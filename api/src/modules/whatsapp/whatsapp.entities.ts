import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** WhatsApp Business integration (spec §3). The access token is stored encrypted (see token-cipher.ts). */

@Entity('whatsapp_config')
export class WhatsappConfigEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) phoneNumberId: string;
  @Column({ type: 'text', select: false }) accessToken: string;
  @Column({ type: 'text', select: false }) webhookVerifyToken: string;
  @Column({ type: 'boolean', default: true }) isActive: boolean;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}

@Entity('whatsapp_templates')
export class WhatsappTemplateEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'text' }) content: string;
  @Column({ type: 'varchar', nullable: true }) type: string | null;
  @Column({ type: 'boolean', default: true }) isActive: boolean;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}

/** Spec §4 plus `read`, the last status the Cloud API reports. */
export type NotificationStatusValue = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

@Entity('whatsapp_notifications')
export class WhatsappNotificationEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer', nullable: true }) recipientId: number | null;
  @Column({ type: 'varchar' }) recipientPhone: string;
  @Column({ type: 'varchar', nullable: true }) templateName: string | null;
  @Column({ type: 'text', nullable: true }) content: string | null;
  @Column({ type: 'varchar', nullable: true }) whatsappMessageId: string | null;
  @Column({ type: 'varchar', default: 'pending' }) status: NotificationStatusValue;
  @Column({ type: 'text', nullable: true }) errorMessage: string | null;
  @Column({ type: 'varchar', nullable: true }) relatedType: string | null;
  @Column({ type: 'integer', nullable: true }) relatedId: number | null;
  @Column({ type: 'timestamptz', nullable: true }) sentAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) readAt: Date | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}

@Entity('notification_preferences')
export class NotificationPreferenceEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer' }) userId: number;
  @Column({ type: 'boolean', default: true }) emailNotifications: boolean;
  @Column({ type: 'boolean', default: false }) whatsappEventReminders: boolean;
  @Column({ type: 'boolean', default: false }) whatsappAnnouncements: boolean;
  @Column({ type: 'integer', default: 24 }) reminderTimingHours: number;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
