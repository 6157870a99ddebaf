import type { DataSource } from 'typeorm';
import { preparedRows } from '../../speed/db/prepared';
import type { NotificationKind } from './compose';

/** One item of a member's inbox: a delivered notification_deliveries row of the inbox channel. */
export interface InboxItem {
  id: number;
  kind: NotificationKind;
  subjectId: number;
  title: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

const COLUMNS = `id, kind, subject_id AS "subjectId", coalesce(title, '') AS title, coalesce(body, '') AS body, created_at AS "createdAt", read_at AS "readAt"`;
const MINE = `recipient_id = $1 AND channel = 'inbox' AND status = 'sent'`;

/** The member-facing side of notification_deliveries: the inbox (reads and marking read). */
export class InboxRepository {
  constructor(private readonly ds: DataSource) {}

  /** Newest first (index notification_deliveries_inbox_idx). */
  list(memberId: number, page: { limit: number; offset: number }): Promise<InboxItem[]> {
    return this.ds.query(`SELECT ${COLUMNS} FROM notification_deliveries WHERE ${MINE} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [
      memberId,
      page.limit,
      page.offset,
    ]);
  }

  async find(memberId: number, id: number): Promise<InboxItem | null> {
    const rows: InboxItem[] = await this.ds.query(`SELECT ${COLUMNS} FROM notification_deliveries WHERE id = $2 AND ${MINE}`, [memberId, id]);
    return rows[0] ?? null;
  }

  /** Asked on every page a member opens (the header's count, in the page itself): a prepared hot read. */
  async unreadCount(memberId: number): Promise<number> {
    const [row] = await preparedRows<{ n: number }>(this.ds, 'inbox-unread-count', `SELECT count(*)::int AS n FROM notification_deliveries WHERE ${MINE} AND read_at IS NULL`, [memberId]);
    return row.n;
  }

  /** The item, read (the first reading time is kept); null when it is not the member's. */
  async markRead(memberId: number, id: number): Promise<InboxItem | null> {
    const [rows] = (await this.ds.query(
      `UPDATE notification_deliveries SET read_at = coalesce(read_at, now()) WHERE id = $2 AND ${MINE} RETURNING ${COLUMNS}`,
      [memberId, id],
    )) as [InboxItem[], number];
    return rows[0] ?? null;
  }

  /** How many items were unread. */
  async markAllRead(memberId: number): Promise<number> {
    const [, count] = (await this.ds.query(`UPDATE notification_deliveries SET read_at = now() WHERE ${MINE} AND read_at IS NULL`, [memberId])) as [
      unknown,
      number,
    ];
    return count;
  }
}
