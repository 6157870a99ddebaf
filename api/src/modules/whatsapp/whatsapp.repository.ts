import type { DataSource, EntityManager } from 'typeorm';
import type { NotificationStatusValue } from './whatsapp.entities';
import { WhatsappNotificationEntity, WhatsappTemplateEntity } from './whatsapp.entities';

export interface StoredConfig {
  phoneNumberId: string;
  /** Encrypted (token-cipher.ts). */
  accessToken: string;
  webhookVerifyToken: string;
  isActive: boolean;
  updatedAt: Date;
}

export interface NewLogEntry {
  recipientId: number | null;
  recipientPhone: string;
  templateName: string | null;
  content: string;
  relatedType: string;
  relatedId: number | null;
}

/** Order of the statuses; a webhook may only move a message forward. */
const RANK_SQL = `CASE %s WHEN 'pending' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE 9 END`;
const rank = (expr: string) => RANK_SQL.replace('%s', expr);

/** The only code that touches the WhatsApp tables. */
export class WhatsappRepository {
  constructor(private readonly ds: DataSource) {}

  async config(m?: EntityManager): Promise<StoredConfig | null> {
    const rows = await (m ?? this.ds.manager).query(
      `SELECT phone_number_id, access_token, webhook_verify_token, is_active, updated_at FROM whatsapp_config LIMIT 1`,
    );
    const r = rows[0];
    return r
      ? { phoneNumberId: r.phone_number_id, accessToken: r.access_token, webhookVerifyToken: r.webhook_verify_token, isActive: r.is_active, updatedAt: r.updated_at }
      : null;
  }

  /** One row, kept by the single-row unique index even when two admins save at once. */
  async saveConfig(c: Omit<StoredConfig, 'updatedAt'>, m?: EntityManager): Promise<void> {
    await (m ?? this.ds.manager).query(
      `INSERT INTO whatsapp_config (phone_number_id, access_token, webhook_verify_token, is_active)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT ((true)) DO UPDATE SET phone_number_id = EXCLUDED.phone_number_id, access_token = EXCLUDED.access_token,
         webhook_verify_token = EXCLUDED.webhook_verify_token, is_active = EXCLUDED.is_active, updated_at = now()`,
      [c.phoneNumberId, c.accessToken, c.webhookVerifyToken, c.isActive],
    );
  }

  async insertLog(e: NewLogEntry, m?: EntityManager): Promise<number> {
    const rows = await (m ?? this.ds.manager).query(
      `INSERT INTO whatsapp_notifications (recipient_id, recipient_phone, template_name, content, related_type, related_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [e.recipientId, e.recipientPhone, e.templateName, e.content, e.relatedType, e.relatedId],
    );
    return rows[0].id;
  }

  /** The Cloud API accepted the message. A status webhook that raced ahead is not undone. */
  async markAccepted(id: number, messageId: string): Promise<void> {
    await this.ds.query(
      `UPDATE whatsapp_notifications SET whatsapp_message_id = $2, sent_at = COALESCE(sent_at, now()),
         status = CASE WHEN status = 'pending' THEN 'sent' ELSE status END
       WHERE id = $1`,
      [id, messageId],
    );
  }

  async markRefused(id: number, error: string): Promise<void> {
    await this.ds.query(`UPDATE whatsapp_notifications SET status = 'failed', error_message = $2 WHERE id = $1`, [id, error]);
  }

  /**
   * Applies one webhook status, forward only: pending → sent → delivered → read, and failed only
   * from pending or sent. Read implies delivered. A replay or a late, older status changes nothing.
   * Answers whether a row changed.
   */
  async applyStatus(messageId: string, status: NotificationStatusValue, at: Date, error: string | null): Promise<boolean> {
    // TypeORM answers an UPDATE as [rows, affected].
    const [, affected] = await this.ds.query(
      `UPDATE whatsapp_notifications SET
         status = $2,
         sent_at = COALESCE(sent_at, $3),
         delivered_at = CASE WHEN $2 IN ('delivered', 'read') THEN COALESCE(delivered_at, $3) ELSE delivered_at END,
         read_at = CASE WHEN $2 = 'read' THEN COALESCE(read_at, $3) ELSE read_at END,
         error_message = CASE WHEN $2 = 'failed' THEN $4 ELSE error_message END
       WHERE whatsapp_message_id = $1
         AND (CASE WHEN $2 = 'failed' THEN status IN ('pending', 'sent')
                   ELSE status <> 'failed' AND ${rank('status')} < ${rank('$2::varchar')} END)
       RETURNING id`,
      [messageId, status, at, error],
    );
    return affected > 0;
  }

  async log(filter: { status?: string | null; limit: number; offset: number }) {
    const qb = this.ds.getRepository(WhatsappNotificationEntity).createQueryBuilder('n');
    if (filter.status) qb.where('n.status = :status', { status: filter.status });
    const [items, total] = await qb.orderBy('n.id', 'DESC').take(filter.limit).skip(filter.offset).getManyAndCount();
    return { items, total };
  }

  logEntry(id: number): Promise<WhatsappNotificationEntity | null> {
    return this.ds.getRepository(WhatsappNotificationEntity).findOneBy({ id });
  }

  templates(): Promise<WhatsappTemplateEntity[]> {
    return this.ds.getRepository(WhatsappTemplateEntity).find({ order: { name: 'ASC' } });
  }

  /** The active template for a kind of notification, if an admin stored one. */
  async templateFor(type: string): Promise<WhatsappTemplateEntity | null> {
    return this.ds.getRepository(WhatsappTemplateEntity).findOne({ where: { type, isActive: true }, order: { name: 'ASC' } });
  }

  async insertTemplate(t: Pick<WhatsappTemplateEntity, 'name' | 'content' | 'type' | 'isActive'>, m?: EntityManager): Promise<WhatsappTemplateEntity> {
    const repo = (m ?? this.ds.manager).getRepository(WhatsappTemplateEntity);
    return repo.save(repo.create(t));
  }

  template(id: number, m?: EntityManager): Promise<WhatsappTemplateEntity | null> {
    return (m ?? this.ds.manager).getRepository(WhatsappTemplateEntity).findOneBy({ id });
  }

  async updateTemplate(
    id: number,
    t: Pick<WhatsappTemplateEntity, 'name' | 'content' | 'type' | 'isActive'>,
    m?: EntityManager,
  ): Promise<WhatsappTemplateEntity | null> {
    const repo = (m ?? this.ds.manager).getRepository(WhatsappTemplateEntity);
    const res = await repo.update({ id }, { ...t, updatedAt: () => 'now()' });
    return res.affected ? repo.findOneBy({ id }) : null;
  }

  async deleteTemplate(id: number, m?: EntityManager): Promise<boolean> {
    return !!(await (m ?? this.ds.manager).getRepository(WhatsappTemplateEntity).delete({ id })).affected;
  }
}
