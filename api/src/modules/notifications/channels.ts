import type { Mailer } from '../../core/mail';
import type { WhatsappService } from '../whatsapp/whatsapp.service';
import type { Language } from '../../core/i18n';
import { defaultTemplate, emailFor, render, subjectLine, whatsappLanguageCode, type ChannelName, type NotificationKind } from './compose';
import type { NotificationsRepository, Recipient } from './notifications.repository';

/** One message for one recipient, before a channel shapes it. */
export interface Outgoing {
  kind: NotificationKind;
  subjectId: number;
  /** The event's or announcement's title (email subject). */
  title: string;
  /** Placeholder values {{1}}, {{2}}… of the kind's template, written in `lang`. */
  params: string[];
  /** The recipient's language (theirs, else the office's DEFAULT_LANGUAGE): the texts around the values are in it. */
  lang: Language;
}

/** A channel never throws for a refused message: it says whether trying again later can help. */
export type ChannelResult = { status: 'sent' } | { status: 'retry'; error: string } | { status: 'failed'; error: string };

export interface Channel {
  readonly name: ChannelName;
  /** Whether the recipient can be reached this way at all (consent, address). */
  reaches(r: Recipient): boolean;
  send(r: Recipient, msg: Outgoing): Promise<ChannelResult>;
}

/**
 * WhatsApp: business-initiated messages go as templates (free text would be refused outside the
 * 24-hour window). The admin's active template of the kind's type names the approved template
 * and gives the logged text; otherwise the built-in text under the kind's name.
 */
export class WhatsappChannel implements Channel {
  readonly name = 'whatsapp' as const;
  constructor(private readonly whatsapp: WhatsappService) {}

  reaches(r: Recipient): boolean {
    return r.whatsappOk && !!r.whatsappPhone;
  }

  async send(r: Recipient, msg: Outgoing): Promise<ChannelResult> {
    const template = await this.whatsapp.repo.templateFor(msg.kind);
    const name = template?.name ?? msg.kind;
    // Meta keeps an approved template's translations under its one name, by language code: the member's is asked for.
    // An admin's template text is the English one it was approved with, so another language logs the catalog's text.
    const content = render(msg.lang === 'en' && template ? template.content : defaultTemplate(msg.kind, msg.lang), msg.params);
    const outcome = await this.whatsapp.send(
      { recipientId: r.id, recipientPhone: r.whatsappPhone!, templateName: name, content, relatedType: msg.kind, relatedId: msg.subjectId },
      { type: 'template', to: r.whatsappPhone!, name, language: whatsappLanguageCode(msg.lang), params: msg.params },
    );
    if (outcome.ok) return { status: 'sent' };
    return { status: outcome.error.retryable ? 'retry' : 'failed', error: outcome.error.message };
  }
}

/**
 * The in-app inbox behind the header's bell: every member, whatever their WhatsApp and email
 * choices. The delivery row is the item; sending writes its title and text into it.
 */
export class InboxChannel implements Channel {
  readonly name = 'inbox' as const;
  constructor(private readonly repo: NotificationsRepository) {}

  reaches(): boolean {
    return true;
  }

  async send(r: Recipient, msg: Outgoing): Promise<ChannelResult> {
    await this.repo.fillInbox({ recipientId: r.id, kind: msg.kind, subjectId: msg.subjectId }, subjectLine(msg.kind, msg.title, msg.lang), render(defaultTemplate(msg.kind, msg.lang), msg.params));
    return { status: 'sent' };
  }
}

/** Email through the mail module (SMTP_URL, or the dev outbox). */
export class EmailChannel implements Channel {
  readonly name = 'email' as const;
  constructor(
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  reaches(r: Recipient): boolean {
    return r.emailOn && !!r.email;
  }

  async send(r: Recipient, msg: Outgoing): Promise<ChannelResult> {
    const mail = emailFor(msg.kind, msg.title, render(defaultTemplate(msg.kind, msg.lang), msg.params), this.publicUrl, msg.lang);
    try {
      await this.mailer.send({ to: r.email, ...mail });
      return { status: 'sent' };
    } catch (err) {
      // SMTP 5xx answers are permanent (bad address); anything else may pass later.
      const code = (err as { responseCode?: number }).responseCode;
      const error = (err as Error).message;
      return typeof code === 'number' && code >= 500 ? { status: 'failed', error } : { status: 'retry', error };
    }
  }
}
