import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One signed-in browser. The JWT carries the id; logout or a password reset revokes it. */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ type: 'uuid' }) id: string;
  @Column({ type: 'integer' }) userId: number;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) revokedAt: Date | null;
}
