import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import { notFound, refuse } from '../../core/errors';
import type { Logger } from '../../core/logger';
import type { Mailer } from '../../core/mail';
import { languageOf, t, type Language } from '../../core/i18n';
import { paging, validate } from '../../core/validation';
import { afterFailure, retryRefusal, targetRefusal } from '../../../../rules/webhooks';
import { webhookEndpointSchema } from '../../../../validation/webhooks';
import { record } from '../audit/audit.record';
import { wakeOnCommit } from './webhook.emit';
import { send, type Answer } from './webhook.sender';
import { WebhooksRepository, type ClaimedDelivery, type WebhookDelivery, type WebhookEndpoint } from './webhooks.repository';

export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';
/** How long a claimed attempt is an instance's own before another may take it over (longer than the send's timeout). */
const LEASE_SECONDS = 60;
const SYSTEM = { system: 'Webhooks' };

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'not-due';

/** A new Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * Outgoing webhooks: admins register endpoints (the secret is shown once, when made or rotated); emitting features
 * write the outbox in their own transactions (webhook.emit.ts); jobs (webhooks.jobs.ts) ask `due` and `deliver` each.
 * Deliveries go out once per (event, endpoint), in order per endpoint, retried with backoff for a day
 * (rules/webhooks.ts); an endpoint still failing then is disabled and the admins are told by email and the audit log.
 */
export class WebhooksService {
  private readonly repo: WebhooksRepository;
  /** Set by the job runner: a delivery may be due now. */
  onWake?: () => void;
  /** Set by the wiring (the metrics): an attempt was made and came out delivered, to retry, or given up. */
  onSend?: (outcome: 'sent' | 'retry' | 'failed') => void;

  constructor(
    private readonly ds: DataSource,
    private readonly opts: { allowPrivateTargets: boolean; publicUrl: string; defaultLanguage?: Language },
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    /** How an attempt is made: the real signed POST unless a test or the bench says otherwise. */
    private readonly sender: typeof send = send,
  ) {
    this.repo = new WebhooksRepository(ds);
    wakeOnCommit(ds, () => this.wake());
  }

  /** A change that emitted has committed: deliver soon if jobs run here. */
  wake(): void {
    this.onWake?.();
  }

  async list(viewer: Viewer | null): Promise<WebhookEndpoint[]> {
    requireAdmin(viewer);
    return this.repo.list();
  }

  async create(viewer: Viewer | null, input: unknown): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const admin = requireAdmin(viewer);
    const data = await this.validInput(input);
    const secret = newSecret();
    const endpoint = await this.ds.transaction(async (m) => {
      const e = await this.repo.insert({ ...data, secret, createdBy: admin.id }, m);
      await record(m, admin, { action: 'webhook.created', entityType: 'webhook', entityId: e.id, summary: `Registered webhook endpoint ${e.url}`, after: audited(e) });
      return e;
    });
    return { endpoint, secret };
  }

  async update(viewer: Viewer | null, id: number, input: unknown): Promise<WebhookEndpoint> {
    const admin = requireAdmin(viewer);
    const data = await this.validInput(input);
    return this.ds.transaction(async (m) => {
      const before = await this.repo.find(id, m);
      const e = before && (await this.repo.update(id, data, m));
      if (!before || !e) throw notFound(ENDPOINT_NOT_FOUND);
      await record(m, admin, { action: 'webhook.updated', entityType: 'webhook', entityId: id, summary: `Changed webhook endpoint ${e.url}`, before: audited(before), after: audited(e) });
      return e;
    });
  }

  /** A new secret, shown once; the old one stops signing at once (receivers verify with the new one from now on). */
  async rotateSecret(viewer: Viewer | null, id: number): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const admin = requireAdmin(viewer);
    const secret = newSecret();
    const endpoint = await this.ds.transaction(async (m) => {
      const e = await this.repo.setSecret(id, secret, m);
      if (!e) throw notFound(ENDPOINT_NOT_FOUND);
      await record(m, admin, { action: 'webhook.secret_rotated', entityType: 'webhook', entityId: id, summary: `Rotated the secret of webhook endpoint ${e.url}` });
      return e;
    });
    return { endpoint, secret };
  }

  /** Disabled: nothing new is planned for it and what waits stays waiting; enabled again, it resumes in order. */
  async setEnabled(viewer: Viewer | null, id: number, enabled: boolean): Promise<WebhookEndpoint> {
    const admin = requireAdmin(viewer);
    const endpoint = await this.ds.transaction(async (m) => {
      const e = await this.repo.setEnabled(id, enabled, 'Disabled by an admin', m);
      if (!e) throw notFound(ENDPOINT_NOT_FOUND);
      await record(m, admin, { action: enabled ? 'webhook.enabled' : 'webhook.disabled', entityType: 'webhook', entityId: id, summary: `${enabled ? 'Enabled' : 'Disabled'} webhook endpoint ${e.url}` });
      return e;
    });
    if (enabled) this.wake();
    return endpoint;
  }

  async delete(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await this.ds.transaction(async (m) => {
      const e = await this.repo.find(id, m);
      if (!e || !(await this.repo.delete(id, m))) throw notFound(ENDPOINT_NOT_FOUND);
      await record(m, admin, { action: 'webhook.deleted', entityType: 'webhook', entityId: id, summary: `Deleted webhook endpoint ${e.url} and its deliveries`, before: audited(e) });
    });
    return id;
  }

  /** An endpoint's deliveries, newest first. */
  async deliveries(viewer: Viewer | null, endpointId: number, limit?: unknown, offset?: unknown): Promise<WebhookDelivery[]> {
    requireAdmin(viewer);
    if (!(await this.repo.find(endpointId))) throw notFound(ENDPOINT_NOT_FOUND);
    const page = paging(limit ?? 50, offset, 200);
    return this.repo.deliveries(endpointId, page.limit, page.offset);
  }

  /** "Retry" on a failed delivery: due now, with a new day of retries (rules/webhooks.ts#retryRefusal). */
  async retry(viewer: Viewer | null, deliveryId: number): Promise<WebhookDelivery> {
    requireAdmin(viewer);
    await this.ds.transaction(async (m) => {
      const d = await this.repo.lockDelivery(deliveryId, m);
      refuse(retryRefusal(d?.status ?? null));
      await this.repo.requeue(deliveryId, m);
    });
    this.wake();
    return (await this.repo.delivery(deliveryId))!;
  }

  /** Deliveries whose turn it is (jobs queue one job each). */
  due(limit = 100): Promise<number[]> {
    return this.repo.due(limit);
  }

  /**
   * Delivers `id`, then while that succeeds the same endpoint's next deliveries (in order), at most `max` in all: a
   * backlog goes at the receiver's pace rather than one per sweep. Answers how many were delivered.
   */
  async deliverInOrder(id: number, max = 100): Promise<number> {
    let delivered = 0;
    for (let claim = await this.repo.claim(id, LEASE_SECONDS); claim; ) {
      if ((await this.send(claim)) !== 'delivered') break;
      if (++delivered >= max) break;
      claim = await this.repo.claim({ next: claim.endpointId }, LEASE_SECONDS);
    }
    return delivered;
  }

  /**
   * One attempt of one delivery, if it is (still) its turn: claimed first (so two instances or two jobs make one
   * attempt), sent, recorded. A failure is tried again later, or after a day given up: the endpoint is disabled and
   * the admins told, in one transaction with the give-up.
   */
  async deliver(id: number): Promise<DeliveryOutcome> {
    const claim = await this.repo.claim(id, LEASE_SECONDS);
    return claim ? this.send(claim) : 'not-due';
  }

  private async send(claim: ClaimedDelivery): Promise<DeliveryOutcome> {
    const answer = await this.sender({ url: claim.url, secret: claim.secret, messageId: claim.messageId, payload: claim.payload, allowPrivate: this.opts.allowPrivateTargets });
    if (answer.ok) {
      this.onSend?.('sent');
      await this.repo.delivered(claim, answer);
      return 'delivered';
    }
    const next = afterFailure(claim.attempts, new Date(claim.firstAttemptAt), new Date(claim.now));
    if ('retryAt' in next) {
      this.onSend?.('retry');
      await this.repo.retryLater(claim, answer, next.retryAt);
      return 'retry';
    }
    this.onSend?.('failed');
    await this.giveUp(claim, answer);
    return 'failed';
  }

  private async giveUp(claim: ClaimedDelivery, answer: Extract<Answer, { ok: false }>): Promise<void> {
    const reason = `Failing for a day (last: ${answer.error})`;
    const endpoint = await this.ds.transaction(async (m) => {
      if (!(await this.repo.giveUp(claim, answer, m))) return null;
      const e = await this.repo.setEnabled(claim.endpointId, false, reason, m);
      if (e) await record(m, SYSTEM, { action: 'webhook.disabled', entityType: 'webhook', entityId: e.id, summary: `Disabled webhook endpoint ${e.url}: ${reason}` });
      return e;
    });
    if (!endpoint) return;
    this.logger.warn({ endpointId: endpoint.id, url: endpoint.url, error: answer.error }, 'webhook endpoint disabled after a day of failures');
    // Each admin in their language (issue 37 item 4).
    for (const { email: to, language } of await this.repo.adminEmails()) {
      const tr = t(languageOf(language, this.opts.defaultLanguage ?? 'en'));
      const text = tr('emails:webhookDisabled.text', { url: endpoint.url, error: answer.error, link: `${this.opts.publicUrl}/admin/webhooks` });
      await this.mailer
        .send({ to, subject: tr('emails:webhookDisabled.subject'), text })
        .catch((err) => this.logger.error({ err, to }, 'could not tell an admin of a disabled webhook endpoint'));
    }
  }

  /** The shared schema, then the address rule (which depends on this server's configuration). */
  private async validInput(input: unknown) {
    const data = await validate(webhookEndpointSchema, input);
    refuse(targetRefusal(data.url, { allowPrivate: this.opts.allowPrivateTargets }));
    return { url: data.url, description: data.description ?? '', events: [...new Set(data.events)] };
  }
}

/** What the audit log keeps of an endpoint (never its secret). */
const audited = (e: WebhookEndpoint) => ({ url: e.url, description: e.description, events: e.events, enabled: e.enabled });
