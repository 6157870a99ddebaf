import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { notFound } from '../../core/errors';
import { paging } from '../../core/validation';
import { isBookingKind, isEndingKind, isReceiptKind, isReminderKind, type NotificationKind } from './compose';
import { InboxRepository, type InboxItem } from './inbox.repository';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** Where in the app an item's subject lives (the inbox links there). */
export function linkOf(kind: NotificationKind): string {
  // Dues invoices are listed and paid on the profile.
  if (kind.startsWith('dues_reminder')) return '/profile';
  if (isBookingKind(kind) || isReceiptKind(kind) || isEndingKind(kind) || isReminderKind(kind)) return '/meeting-rooms';
  return kind === 'announcement' ? '/dashboard' : '/events';
}

/**
 * The caller's own notification inbox (every notification the sweep delivered, whatever their
 * WhatsApp and email choices). Nobody reads or marks another member's items: someone else's id
 * answers 404 like an unknown one.
 */
export class InboxService {
  private readonly inbox: InboxRepository;

  constructor(ds: DataSource) {
    this.inbox = new InboxRepository(ds);
  }

  async list(viewer: Viewer | null, limit?: unknown, offset?: unknown): Promise<InboxItem[]> {
    const v = requireViewer(viewer);
    return this.inbox.list(v.id, paging(limit ?? 20, offset));
  }

  /** One delivered item of the caller's own (a live re-read); someone else's is not found. */
  async findMine(viewer: Viewer | null, id: number): Promise<InboxItem> {
    const item = await this.inbox.find(requireViewer(viewer).id, id);
    if (!item) throw notFound(NOTIFICATION_NOT_FOUND);
    return item;
  }

  unreadCount(viewer: Viewer | null): Promise<number> {
    return this.inbox.unreadCount(requireViewer(viewer).id);
  }

  async markRead(viewer: Viewer | null, id: number): Promise<InboxItem> {
    const item = await this.inbox.markRead(requireViewer(viewer).id, id);
    if (!item) throw notFound(NOTIFICATION_NOT_FOUND);
    return item;
  }

  markAllRead(viewer: Viewer | null): Promise<number> {
    return this.inbox.markAllRead(requireViewer(viewer).id);
  }
}
