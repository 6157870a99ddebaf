import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('announcements')
export class AnnouncementEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) title: string;
  @Column({ type: 'text' }) content: string;
  @Column({ type: 'integer', nullable: true }) authorId: number | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'boolean', default: false }) sendWhatsapp: boolean;
  @Column({ type: 'integer', nullable: true }) teamId: number | null;
  @Column({ type: 'integer', nullable: true }) leagueId: number | null;
}
