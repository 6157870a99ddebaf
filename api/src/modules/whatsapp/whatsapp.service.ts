import { timingSafeEqual } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import type { Config } from '../../core/config';
import { AppError, conflict, guardDb, notFound, unauthenticated, badInput } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { paging, validate } from '../../core/validation';
import {
  logFilterSchema,
  whatsappConfigSchema,
  whatsappTemplateSchema,
  whatsappTestSchema,
} from '../../../../validation/whatsapp';
import { CloudApiClient, CloudApiError, type CloudMessage } from './cloud-api';
import { verifySignature } from './signature';
import { maskToken, type TokenCipher } from './token-cipher';
import type { NotificationStatusValue, WhatsappNotificationEntity, WhatsappTemplateEntity } from './whatsapp.entities';
import { WhatsappRepository, type NewLogEntry, type StoredConfig } from './whatsapp.repository';
import { record } from '../audit/audit.record';

export interface WhatsappConfigDto {
  phoneNumberId: string;
  accessToken: string;
  webhookVerifyToken: string;
  isActive: boolean;
  updatedAt: Date;
  webhookUrl: string;
}

export interface WhatsappNotificationDto {
  id: number;
  phoneNumber: string;
  messageContent: string | null;
  templateName: string | null;
  status: NotificationStatusValue;
  relatedType: string | null;
  relatedId: number | null;
  sentAt: Date | null;
  deliveredAt: Date | null;
  readAt: Date | null;
  errorMessage: string | null;
  createdAt: Date;
}

export const toNotificationDto = (n: WhatsappNotificationEntity): WhatsappNotificationDto => ({
  id: n.id,
  phoneNumber: n.recipientPhone,
  messageContent: n.content,
  templateName: n.templateName,
  status: n.status,
  relatedType: n.relatedType,
  relatedId: n.relatedId,
  sentAt: n.sentAt,
  deliveredAt: n.deliveredAt,
  readAt: n.readAt,
  errorMessage: n.errorMessage,
  createdAt: n.createdAt,
});

export const toTemplateDto = (t: WhatsappTemplateEntity) => ({ ...t, type: t.type ?? 'general' });
export type WhatsappTemplateDto = ReturnType<typeof toTemplateDto>;

/** What a send answers: the log entry, and the Cloud API's refusal when there was one. */
export type SendOutcome = { ok: true; logId: number } | { ok: false; logId: number | null; error: CloudApiError };

const NO_KEY = conflict(
  'WhatsApp is not available: WHATSAPP_ENCRYPTION_KEY is not set on the server, so the access token cannot be stored safely.',
);
const TEMPLATE_NAME_TAKEN = { whatsapp_templates_name_key: conflict('A template with this name already exists', 'name') };

/** Webhook statuses the log understands; others (e.g. "deleted") are ignored. */
const WEBHOOK_STATUSES = new Set<NotificationStatusValue>(['sent', 'delivered', 'read', 'failed']);

/**
 * The WhatsApp Business integration: configuration (token encrypted at rest, shown masked),
 * sending through the Cloud API with a log entry per message, the status webhook, templates.
 */
export class WhatsappService {
  readonly repo: WhatsappRepository;
  private readonly client: CloudApiClient;

  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
    private readonly logger: Logger,
    /** Undefined in production without WHATSAPP_ENCRYPTION_KEY: nothing can be saved. */
    private readonly cipher: TokenCipher | undefined,
  ) {
    this.repo = new WhatsappRepository(ds);
    this.client = new CloudApiClient({ baseUrl: config.whatsapp.apiUrl, version: config.whatsapp.apiVersion });
  }

  async getConfig(viewer: Viewer | null): Promise<WhatsappConfigDto | null> {
    requireAdmin(viewer);
    const stored = await this.repo.config();
    if (!stored) return null;
    const token = this.decrypt(stored.accessToken);
    return {
      phoneNumberId: stored.phoneNumberId,
      accessToken: token === undefined ? '' : maskToken(token),
      webhookVerifyToken: stored.webhookVerifyToken,
      isActive: stored.isActive,
      updatedAt: stored.updatedAt,
      webhookUrl: this.webhookUrl(),
    };
  }

  /** Saving the masked value shown by getConfig keeps the stored token. */
  async saveConfig(viewer: Viewer | null, input: unknown): Promise<WhatsappConfigDto> {
    const admin = requireAdmin(viewer);
    const data = await validate(whatsappConfigSchema, input);
    const cipher = this.cipher;
    if (!cipher) throw NO_KEY;
    await this.ds.transaction(async (m) => {
      const stored = await this.repo.config(m);
      const current = stored ? this.decrypt(stored.accessToken) : undefined;
      const keep = current !== undefined && stored && data.accessToken === maskToken(current);
      if (!keep && data.accessToken.includes('••••')) throw badInput('Access Token is required', 'accessToken');
      const next = {
        phoneNumberId: data.phoneNumberId,
        accessToken: keep ? stored.accessToken : cipher.encrypt(data.accessToken),
        webhookVerifyToken: data.webhookVerifyToken,
        isActive: data.isActive,
      };
      await this.repo.saveConfig(next, m);
      await record(m, admin, {
        action: 'whatsapp.config_saved',
        entityType: 'whatsapp',
        entityId: null,
        summary: `Saved the WhatsApp configuration (${data.isActive ? 'active' : 'inactive'}${keep || !stored ? '' : ', new access token'})`,
        before: stored ? configAudit(stored, stored) : null,
        after: configAudit(next, stored, !keep),
      });
    });
    return (await this.getConfig(viewer))!;
  }

  /** Free text to a number, as the Test Messages tab sends it; the attempt is logged either way. */
  async sendTest(viewer: Viewer | null, input: unknown): Promise<{ success: boolean; error: string | null; notification: WhatsappNotificationDto | null }> {
    const admin = requireAdmin(viewer);
    const data = await validate(whatsappTestSchema, input);
    const outcome = await this.send(
      { recipientId: null, recipientPhone: data.phoneNumber, templateName: null, content: data.message, relatedType: 'test', relatedId: null },
      { type: 'text', to: data.phoneNumber, body: data.message },
      // The log entry and its audit row commit together, before the Cloud API is called.
      (m, logId) =>
        record(m, admin, {
          action: 'whatsapp.test_sent',
          entityType: 'whatsapp',
          entityId: logId,
          summary: `Sent a WhatsApp test message to ${data.phoneNumber}`,
          after: { phoneNumber: data.phoneNumber, message: data.message },
        }),
    );
    const entry = outcome.logId ? await this.repo.logEntry(outcome.logId) : null;
    return { success: outcome.ok, error: outcome.ok ? null : outcome.error.message, notification: entry ? toNotificationDto(entry) : null };
  }

  /**
   * Logs and sends one message with the stored credentials. Never throws for a Cloud API refusal:
   * the outcome carries it (retryable or not) and the log entry shows it as failed.
   */
  async send(entry: NewLogEntry, message: CloudMessage, onLogged?: (m: EntityManager, logId: number) => Promise<void>): Promise<SendOutcome> {
    const creds = await this.credentials();
    const logId = onLogged
      ? await this.ds.transaction(async (m) => {
          const id = await this.repo.insertLog(entry, m);
          await onLogged(m, id);
          return id;
        })
      : await this.repo.insertLog(entry);
    if (!creds) {
      const error = new CloudApiError('WhatsApp is not configured or not active', 0, 0, false);
      await this.repo.markRefused(logId, error.message);
      return { ok: false, logId, error };
    }
    try {
      const { messageId } = await this.client.send(creds, message);
      await this.repo.markAccepted(logId, messageId);
      return { ok: true, logId };
    } catch (err) {
      const error = err instanceof CloudApiError ? err : new CloudApiError((err as Error).message, 0, 0, false);
      await this.repo.markRefused(logId, error.message);
      this.logger.warn({ code: error.code, to: entry.recipientPhone, kind: entry.relatedType }, `WhatsApp send refused: ${error.message}`);
      return { ok: false, logId, error };
    }
  }

  /** Whether messages can go out at all (configured, active, token readable). */
  async isActive(): Promise<boolean> {
    return !!(await this.credentials());
  }

  async log(viewer: Viewer | null, args: { status?: unknown; limit?: unknown; offset?: unknown }) {
    requireAdmin(viewer);
    const { status } = await validate(logFilterSchema, { status: args.status ?? null });
    const page = paging(args.limit ?? 50, args.offset, 200);
    const { items, total } = await this.repo.log({ status, ...page });
    return { items: items.map(toNotificationDto), total };
  }

  /** GET webhook handshake: the challenge when hub.verify_token matches the stored one, else 403. */
  async verifyHandshake(query: Record<string, unknown>): Promise<string> {
    const stored = await this.repo.config();
    const given = query['hub.verify_token'];
    const challenge = query['hub.challenge'];
    const ok =
      query['hub.mode'] === 'subscribe' &&
      typeof given === 'string' &&
      typeof challenge === 'string' &&
      !!stored &&
      safeEqual(given, stored.webhookVerifyToken);
    if (!ok) throw new AppError('FORBIDDEN', 'Webhook verification failed');
    return challenge as string;
  }

  /**
   * POST webhook: the signature over the exact bytes received must match the app secret, or
   * nothing changes (401). Statuses are applied forward only, so replays and late arrivals are harmless.
   */
  async receiveWebhook(raw: Buffer | undefined, signature: unknown): Promise<{ applied: number }> {
    if (!verifySignature(this.config.whatsapp.appSecret, raw, signature)) throw unauthenticated('Invalid webhook signature');
    let body: WebhookBody;
    try {
      body = JSON.parse(raw!.toString('utf8'));
    } catch {
      throw badInput('Webhook body is not valid JSON');
    }
    let applied = 0;
    for (const entry of Array.isArray(body?.entry) ? body.entry : []) {
      for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
        for (const s of Array.isArray(change?.value?.statuses) ? change.value.statuses : []) {
          if (typeof s?.id !== 'string' || !WEBHOOK_STATUSES.has(s.status)) continue;
          const secs = Number(s.timestamp);
          const at = Number.isFinite(secs) && secs > 0 ? new Date(secs * 1000) : new Date();
          const e = s.errors?.[0];
          const error = s.status === 'failed' ? `${e?.title ?? e?.message ?? 'Message failed'}${e?.code ? ` (${e.code})` : ''}` : null;
          if (await this.repo.applyStatus(s.id, s.status, at, error)) applied++;
        }
      }
    }
    return { applied };
  }

  async templates(viewer: Viewer | null): Promise<WhatsappTemplateDto[]> {
    requireAdmin(viewer);
    return (await this.repo.templates()).map(toTemplateDto);
  }

  async createTemplate(viewer: Viewer | null, input: unknown): Promise<WhatsappTemplateDto> {
    const admin = requireAdmin(viewer);
    const data = await validate(whatsappTemplateSchema, input);
    const created = await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const t = await this.repo.insertTemplate(data, m);
          await record(m, admin, { action: 'whatsapp.template_created', entityType: 'whatsapp', entityId: t.id, summary: `Added the WhatsApp template ${t.name}`, after: templateAudit(t) });
          return t;
        }),
      TEMPLATE_NAME_TAKEN,
    );
    return toTemplateDto(created);
  }

  async updateTemplate(viewer: Viewer | null, id: number, input: unknown): Promise<WhatsappTemplateDto> {
    const admin = requireAdmin(viewer);
    const data = await validate(whatsappTemplateSchema, input);
    const updated = await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const before = await this.repo.template(id, m);
          const t = before && (await this.repo.updateTemplate(id, data, m));
          if (!before || !t) throw notFound('Template not found');
          await record(m, admin, {
            action: 'whatsapp.template_updated',
            entityType: 'whatsapp',
            entityId: id,
            summary: `Changed the WhatsApp template ${t.name}`,
            before: templateAudit(before),
            after: templateAudit(t),
          });
          return t;
        }),
      TEMPLATE_NAME_TAKEN,
    );
    return toTemplateDto(updated);
  }

  async deleteTemplate(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await this.ds.transaction(async (m) => {
      const t = await this.repo.template(id, m);
      if (!t || !(await this.repo.deleteTemplate(id, m))) throw notFound('Template not found');
      await record(m, admin, { action: 'whatsapp.template_deleted', entityType: 'whatsapp', entityId: id, summary: `Deleted the WhatsApp template ${t.name}`, before: templateAudit(t) });
    });
    return id;
  }

  private async credentials() {
    const stored = await this.repo.config();
    if (!stored?.isActive) return null;
    const accessToken = this.decrypt(stored.accessToken);
    return accessToken ? { phoneNumberId: stored.phoneNumberId, accessToken } : null;
  }

  private decrypt(value: string): string | undefined {
    try {
      return this.cipher?.decrypt(value);
    } catch {
      this.logger.warn('the stored WhatsApp access token cannot be decrypted with WHATSAPP_ENCRYPTION_KEY; save it again');
      return undefined;
    }
  }

  private webhookUrl(): string {
    return `${this.config.publicUrl}/api/whatsapp/webhook`;
  }
}

interface WebhookStatus {
  id?: unknown;
  status: NotificationStatusValue;
  timestamp?: unknown;
  errors?: { code?: number; title?: string; message?: string }[];
}
interface WebhookBody {
  entry?: { changes?: { value?: { statuses?: WebhookStatus[] } }[] }[];
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What the audit log keeps of the configuration: never the token, only whether it changed. */
function configAudit(c: Omit<StoredConfig, 'updatedAt'>, before: Omit<StoredConfig, 'updatedAt'> | null, tokenChanged = false) {
  return {
    phoneNumberId: c.phoneNumberId,
    isActive: c.isActive,
    accessTokenChanged: !!before && tokenChanged,
    webhookVerifyTokenChanged: !!before && before.webhookVerifyToken !== c.webhookVerifyToken,
  };
}

const templateAudit = (t: WhatsappTemplateEntity) => ({ name: t.name, type: t.type, content: t.content, isActive: t.isActive });
