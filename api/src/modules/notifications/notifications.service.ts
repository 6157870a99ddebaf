import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/logger';
import { languageOf, type Language } from '../../core/i18n';
import type { Channel, ChannelResult } from './channels';
import { pushChoiceFor, isBookingKind, isEndingKind, isReceiptKind, isReminderKind, paramsFor, type ChannelName, type DeliveryKey } from './compose';
import { parseReminderKind } from '../../../../rules/reminders';
import { toMinor } from '../../../../rules/money';
import type { RemindersService } from '../reminders/reminders.service';
import type { NotificationsRepository, Recipient } from './notifications.repository';

/** Attempts (first send plus retries) before a rate-limited delivery is given up. */
export const MAX_ATTEMPTS = 6;

export type DeliveryResult = 'sent' | 'duplicate' | 'skipped' | 'retry' | 'failed';

/**
 * Reminders, RSVP nudges and announcement broadcasts, over any set of channels. Each send is
 * keyed by (recipient, channel, kind, subject) in notification_deliveries, so it happens at most
 * once however often it is planned, retried, or raced by other instances. Jobs (jobs.ts) call
 * `due` on a timer and `deliver` per key; tests call them directly.
 */
export class NotificationsService {
  private readonly channels: Map<ChannelName, Channel>;
  /** Set by the job runner: asks for a sweep soon. */
  onWake?: () => void;
  /** Set by the wiring (the metrics): a send was tried on `channel`; 'error' when it threw. */
  onSend?: (channel: ChannelName, outcome: ChannelResult['status'] | 'error') => void;
  /** What reminders of money owed and the admins' digest say (issue 36), set by the wiring. */
  reminders?: RemindersService;
  /** Whether members can pay online now (a reminder's link then says "Pay online"), and the office's currency. */
  payments: { online: boolean; currency: string } = { online: false, currency: 'USD' };
  /** Whether web push can go out (the server has VAPID keys), set by the wiring. */
  pushActive = false;
  /** The office's DEFAULT_LANGUAGE: what members who chose no language are written to in. */
  defaultLanguage: Language = 'en';

  constructor(
    private readonly repo: NotificationsRepository,
    channels: Channel[],
    private readonly logger: Logger,
    private readonly publicUrl: string,
    /** Whether WhatsApp messages can go out now (configured and active). */
    private readonly whatsappActive: () => Promise<boolean>,
    /** The office's wall clock: event dates and times are written in its zone. */
    private readonly clock: Clock,
  ) {
    this.channels = new Map(channels.map((c) => [c.name, c]));
  }

  /** Something worth sending may have appeared (an announcement to broadcast): sweep soon if jobs run here. */
  wake(): void {
    this.onWake?.();
  }

  /** Sends due at `now` that have not been made (the office's wall-clock time, as event dates are). */
  async due(now: Date = new Date()): Promise<DeliveryKey[]> {
    return this.repo.due(this.clock.wallClock(now), await this.whatsappActive(), undefined, this.pushActive);
  }

  /**
   * Makes one send at most once. 'duplicate': another job or instance has it. 'skipped': no longer
   * wanted (consent withdrawn, RSVP changed, event cancelled). 'retry': refused for now (rate
   * limit); the caller tries again later with backoff. 'failed': refused for good, recorded.
   */
  async deliver(key: DeliveryKey): Promise<DeliveryResult> {
    const channel = this.channels.get(key.channel);
    if (!channel) return 'skipped';
    const claim = await this.repo.claim(key);
    if (!claim) return 'duplicate';
    try {
      const recipient = await this.repo.recipient(key.recipientId);
      const msg = recipient && (await this.compose(key, recipient, channel));
      if (!recipient || !msg) {
        await this.repo.release(claim.id);
        return 'skipped';
      }
      const result = await channel.send(recipient, msg).catch((err: unknown) => {
        this.onSend?.(key.channel, 'error');
        throw err;
      });
      this.onSend?.(key.channel, result.status);
      if (result.status === 'sent') {
        await this.repo.finish(claim.id, 'sent');
        return 'sent';
      }
      const giveUp = result.status === 'failed' || claim.attempts >= MAX_ATTEMPTS;
      await this.repo.finish(claim.id, giveUp ? 'failed' : 'retrying', result.error);
      this.logger.warn({ ...key, attempts: claim.attempts, error: result.error }, giveUp ? 'notification failed' : 'notification will be retried');
      return giveUp ? 'failed' : 'retry';
    } catch (err) {
      // Unknown trouble (database, bug): leave it retryable rather than stuck in `sending`.
      await this.repo.finish(claim.id, 'retrying', (err as Error).message).catch(() => undefined);
      throw err;
    }
  }

  private async compose(key: DeliveryKey, r: Recipient, channel: Channel) {
    const lang = languageOf(r.language, this.defaultLanguage);
    if (isReceiptKind(key.kind)) {
      // Receipts go to the inbox and to the email address whatever the email choice: they are records, not news.
      if (key.channel === 'whatsapp' || key.channel === 'push' || (key.channel === 'email' && !r.email)) return null;
      const receipt = await this.repo.receipt(key.kind, key.subjectId, r.id);
      if (!receipt) return null;
      return { kind: key.kind, subjectId: key.subjectId, lang, title: receipt.roomName, params: paramsFor(key.kind, r.fullName, receipt, this.publicUrl, lang) };
    }
    if (!channel.reaches(r)) return null;
    if (key.channel === 'push') {
      // By push only the kinds the member chose (and never records: receipts, money owed, the digest).
      const choice = pushChoiceFor(key.kind);
      if (!choice || !r.push[choice]) return null;
    }
    if (key.kind === 'weekly_digest') {
      // By email, to someone who is still an admin; composed as the week's first sweep finds it.
      const digest = key.channel === 'email' ? await this.reminders?.digestFor(r.id, this.clock.today()) : null;
      if (!digest) return null;
      return { kind: key.kind, subjectId: key.subjectId, lang, title: digest.title, params: paramsFor(key.kind, r.fullName, { week: digest.title, text: digest.text }, this.publicUrl, lang) };
    }
    if (key.channel === 'whatsapp' && !(key.kind === 'announcement' ? r.waAnnouncements : r.waReminders)) return null;
    if (isReminderKind(key.kind)) {
      // Said only while it is still true: not paid (or undone, voided) since, and this reminder still the one due today.
      const { what, step } = parseReminderKind(key.kind);
      const o = await this.reminders?.stillDue(what, step, key.subjectId, r.id, this.clock.today());
      if (!o) return null;
      const subject = { what, about: o.about, amountMinor: toMinor(o.amount) ?? 0, currency: this.payments.currency, since: o.since, payOnline: this.payments.online };
      return { kind: key.kind, subjectId: key.subjectId, lang, title: o.about, params: paramsFor(key.kind, r.fullName, subject, this.publicUrl, lang) };
    }
    if (isBookingKind(key.kind)) {
      // Said only while it is still true (an admin may have undone the step since).
      const b = await this.repo.booking(key.subjectId, r.id);
      const holds = {
        booking_accepted: b?.status === 'accepted',
        booking_rejected: b?.status === 'rejected',
        deposit_requested: !!b?.depositRequested,
        payment_requested: !!b?.paymentRequested,
      }[key.kind];
      if (!b || !holds) return null;
      return { kind: key.kind, subjectId: key.subjectId, lang, title: b.roomName, params: paramsFor(key.kind, r.fullName, b, this.publicUrl, lang) };
    }
    if (isEndingKind(key.kind)) {
      // Said only while it is still true: not extended since, not ended, still accepted (issue 36).
      const e = await this.repo.ending(key.subjectId, r.id, this.clock.today());
      if (!e) return null;
      return { kind: key.kind, subjectId: key.subjectId, lang, title: e.roomName, params: paramsFor(key.kind, r.fullName, e, this.publicUrl, lang) };
    }
    if (key.kind === 'announcement') {
      const a = await this.repo.announcement(key.subjectId);
      // Broadcasts by WhatsApp and email only when the admin asked; the inbox gets every announcement.
      if (!a || (key.channel !== 'inbox' && !a.sendWhatsapp)) return null;
      return { kind: key.kind, subjectId: key.subjectId, lang, title: a.title, params: paramsFor(key.kind, r.fullName, a, this.publicUrl, lang) };
    }
    if (key.kind === 'waitlist_promoted') {
      // Said only while it is still true: the member may have given the place up since.
      const e = await this.repo.promotion(key.subjectId, r.id);
      if (!e || e.status !== 'confirmed' || e.rsvp !== 'attending') return null;
      return { kind: key.kind, subjectId: key.subjectId, lang, title: e.title, params: paramsFor(key.kind, r.fullName, e, this.publicUrl, lang) };
    }
    const e = await this.repo.event(key.subjectId, r.id);
    if (!e || e.status !== 'confirmed') return null;
    const answered = e.rsvp === 'attending' || e.rsvp === 'maybe';
    if (key.kind === 'event_reminder' ? !answered : e.rsvp !== null) return null;
    return { kind: key.kind, subjectId: key.subjectId, lang, title: e.title, params: paramsFor(key.kind, r.fullName, e, this.publicUrl, lang) };
  }
}
