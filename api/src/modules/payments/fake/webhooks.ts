import { createHmac } from 'node:crypto';
import type { FakeEvent } from './objects';
import type { Scheduler } from './wire';

/**
 * Delivers events to one webhook endpoint the way Stripe does: later, as pretty-printed JSON, signed in
 * `Stripe-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint secret>`, a fresh
 * timestamp and signature on every attempt), retried with backoff while the endpoint answers non-2xx or cannot be
 * reached. Stripe promises neither order nor single delivery, and the chaos here makes both visible: an event may
 * swap places with the next one and any event may come twice. Deliveries go out one at a time (Stripe sends in
 * parallel), which keeps a seeded run's arrival order the same from run to run.
 */

export interface WebhookOptions {
  secret: string;
  url?: string;
  delayMs: number;
  retryDelaysMs: number[];
  timeoutMs: number;
  chaos: { duplicate: number; reorder: number };
  /** Event types the endpoint listens to (`*`, `checkout.session.*` or exact types), as an endpoint's enabled_events. */
  enabledEvents: string[];
}

export interface WebhookAttempt {
  eventId: string;
  type: string;
  /** 1 for the first try of a delivery, 2.. for its retries. */
  attempt: number;
  /** The endpoint's HTTP status, or 0 when it could not be reached (refused, reset, timed out). */
  answer: number;
  /** This delivery is a chaos duplicate or a redelivery of an event already sent. */
  repeat: boolean;
  at: number;
}

/** The `Stripe-Signature` header for a payload, as Stripe computes it. */
export function signPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function listensTo(enabled: string[], type: string): boolean {
  return enabled.some((e) => e === '*' || e === type || (e.endsWith('.*') && type.startsWith(e.slice(0, -1))));
}

interface Delivery {
  event: FakeEvent;
  attempt: number;
  repeat: boolean;
}

export class WebhookSender {
  readonly attempts: WebhookAttempt[] = [];
  /** Events that were never sent because webhooks were dropped at the time. */
  readonly dropped: string[] = [];
  dropping = false;
  /** Deliveries that go out right after the next event (a swap, or a duplicate that comes later). */
  private waiting: Delivery[] = [];
  private waitingSince = 0;
  private readonly queue: Delivery[] = [];
  private sending = false;

  constructor(
    readonly opts: WebhookOptions,
    private readonly scheduler: Scheduler,
    private readonly random: () => number,
    private readonly onDelivered: (event: FakeEvent) => void,
  ) {}

  /** Whether an event of this type will be sent to the endpoint (its `pending_webhooks`). */
  wants(type: string): boolean {
    return !!this.opts.url && !this.dropping && listensTo(this.opts.enabledEvents, type);
  }

  /**
   * Chaos is decided here, per event in creation order, so the same actions give the same deliveries whatever the
   * timing: a swapped event waits and goes out after the next one, a duplicate goes out again after the next one.
   */
  enqueue(event: FakeEvent): void {
    if (!this.opts.url || !listensTo(this.opts.enabledEvents, event.type)) return;
    if (this.dropping) {
      this.dropped.push(event.id);
      return;
    }
    const swap = this.random() < this.opts.chaos.reorder;
    const twice = this.random() < this.opts.chaos.duplicate;
    const first: Delivery = { event, attempt: 1, repeat: false };
    if (swap) {
      this.wait(first);
    } else {
      this.send(first);
      this.releaseWaiting();
    }
    if (twice) this.wait({ event, attempt: 1, repeat: true });
  }

  /** Sends an event again now, as the Dashboard's "Resend" does (dropping does not apply). */
  redeliver(event: FakeEvent): Promise<number> {
    return this.post({ event, attempt: 1, repeat: true });
  }

  private wait(d: Delivery) {
    if (!this.waiting.length) {
      // With no next event to go after, a waiting delivery goes out on its own a little later.
      const since = (this.waitingSince = Date.now());
      this.scheduler.later(this.opts.delayMs * 5, () => {
        if (this.waitingSince === since) this.releaseWaiting();
      });
    }
    this.waiting.push(d);
  }

  private releaseWaiting() {
    const released = this.waiting;
    this.waiting = [];
    this.waitingSince = 0;
    for (const d of released) this.send(d);
  }

  /** Queues a delivery after the webhook delay; one delivery at a time, so they arrive in queue order. */
  private send(d: Delivery, delayMs = this.opts.delayMs) {
    this.scheduler.later(delayMs, () => {
      this.queue.push(d);
      if (this.sending) return;
      this.sending = true;
      this.scheduler.track(this.drain());
    });
  }

  private async drain() {
    try {
      for (let d = this.queue.shift(); d; d = this.queue.shift()) await this.post(d);
    } finally {
      this.sending = false;
    }
  }

  private async post({ event, attempt, repeat }: Delivery): Promise<number> {
    const url = this.opts.url;
    if (!url) return 0;
    const payload = JSON.stringify(event, null, 2);
    let answer = 0;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'cache-control': 'no-cache',
          'stripe-signature': signPayload(this.opts.secret, payload),
        },
        body: payload,
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      answer = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch {
      answer = 0;
    }
    this.attempts.push({ eventId: event.id, type: event.type, attempt, answer, repeat, at: Date.now() });
    if (answer >= 200 && answer < 300) this.onDelivered(event);
    else if (attempt <= this.opts.retryDelaysMs.length) this.send({ event, attempt: attempt + 1, repeat }, this.opts.retryDelaysMs[attempt - 1]);
    return answer;
  }
}
