import webpush from 'web-push';
import { targetRefusal } from '../../../../rules/webhooks';
import type { Channel, ChannelResult, Outgoing } from '../notifications/channels';
import { defaultTemplate, render, subjectLine } from '../notifications/compose';
import type { Recipient } from '../notifications/notifications.repository';
import type { VapidKeys } from './push.keys';
import type { PushDeviceRow, PushRepository } from './push.repository';

/** A push the push service cannot hand over within a day is dropped (it is news about something near). */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/** What the service worker shows (web/src/push/sw-push.ts reads it). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a click opens. */
  url: string;
  /** One notification per subject: a later one replaces it on the device. */
  tag: string;
}

export type PushPost = (url: string, init: { method: string; headers: Record<string, string>; body?: Buffer }) => Promise<{ status: number }>;

type DeviceOutcome = 'sent' | 'gone' | 'retry' | 'failed';

/**
 * Web push to every browser the member subscribed (web-push encrypts the payload, RFC 8291, and signs the VAPID JWT;
 * the POST is ours, so http endpoints of the local push service work and the timeout is ours). One delivery row per
 * member and message: sent when any device took it; tried again later only when none did and one may later. An
 * endpoint the push service answers 404 or 410 for is removed.
 */
export class PushChannel implements Channel {
  readonly name = 'push' as const;

  constructor(
    private readonly repo: PushRepository,
    private readonly keys: VapidKeys | undefined,
    private readonly opts: { publicUrl: string; allowPrivate: boolean },
    private readonly post: PushPost = (url, { body, ...init }) =>
      fetch(url, { ...init, body: body && new Uint8Array(body), redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) }),
  ) {}

  reaches(r: Recipient): boolean {
    return !!this.keys && r.pushOk;
  }

  async send(r: Recipient, msg: Outgoing): Promise<ChannelResult> {
    const devices = await this.repo.devices(r.id);
    if (!this.keys || !devices.length) return { status: 'failed', error: 'no push device' };
    const payload: PushPayload = {
      title: subjectLine(msg.kind, msg.title, msg.lang),
      body: render(defaultTemplate(msg.kind, msg.lang), msg.params),
      url: `${this.opts.publicUrl}/dashboard`,
      tag: `${msg.kind}:${msg.subjectId}`,
    };
    const outcomes = await Promise.all(devices.map((d) => this.sendTo(d, JSON.stringify(payload))));
    if (outcomes.some((o) => o.outcome === 'sent')) return { status: 'sent' };
    const error = outcomes.map((o) => o.error).join('; ');
    return outcomes.some((o) => o.outcome === 'retry') ? { status: 'retry', error } : { status: 'failed', error };
  }

  private async sendTo(d: PushDeviceRow, payload: string): Promise<{ outcome: DeviceOutcome; error?: string }> {
    const refused = targetRefusal(d.endpoint, { allowPrivate: this.opts.allowPrivate });
    if (refused) return { outcome: 'failed', error: refused.message };
    try {
      const req = webpush.generateRequestDetails({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, payload, {
        vapidDetails: this.keys!,
        TTL: TTL_SECONDS,
        urgency: 'normal',
      });
      const res = await this.post(req.endpoint, { method: req.method, headers: req.headers as Record<string, string>, body: req.body ?? undefined });
      if (res.status >= 200 && res.status < 300) {
        await this.repo.sentTo(d.id);
        return { outcome: 'sent' };
      }
      if (res.status === 404 || res.status === 410) {
        await this.repo.forget(d.endpoint);
        return { outcome: 'gone', error: `push service answered ${res.status}: device removed` };
      }
      const error = `push service answered ${res.status}`;
      return { outcome: res.status === 429 || res.status >= 500 ? 'retry' : 'failed', error };
    } catch (err) {
      // Unreachable or slow: the push service may answer later.
      return { outcome: 'retry', error: (err as Error).message };
    }
  }
}
