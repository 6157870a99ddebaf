import type PgBoss from 'pg-boss';
import type { Logger } from '../../core/logger';
import type { WebhooksService } from './webhooks.service';

const DELIVER = 'webhook-deliver';
/** Endpoints served side by side per fetch (one job each: its head delivery). */
const BATCH_SIZE = 20;
/** Deliveries of one endpoint per job before its turn goes back to the queue (other work waits no longer than that). */
const CHAIN = 100;

export interface WebhookJobsOptions {
  /** Seconds between sweeps for deliveries due (retries coming due); a commit that emitted wakes one at once. */
  sweepSeconds: number;
  /** How often an idle worker asks pg-boss for jobs. */
  pollingSeconds?: number;
}

/**
 * Webhook delivery on the notifications' pg-boss (one queue per instance set). Every instance sweeps for the
 * deliveries whose turn it is and queues one job per delivery (singleton key and the 'stately' policy: sweeps racing
 * queue it once); any instance's worker runs it. The claim in WebhooksService.deliver is what makes an attempt happen
 * once: a job for a delivery no longer due does nothing. Backoff is the delivery row's own next_attempt_at
 * (rules/webhooks.ts), not pg-boss's retry, so the schedule is the database's and the admin screen shows it.
 */
export class WebhookJobs {
  private boss?: PgBoss;
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  private again = false;

  constructor(
    private readonly webhooks: WebhooksService,
    private readonly logger: Logger,
    private readonly opts: WebhookJobsOptions,
  ) {}

  async start(boss: PgBoss): Promise<void> {
    // 'stately': at most one job waiting and one running per delivery, however many sweeps queue it.
    await boss.createQueue(DELIVER, { name: DELIVER, retryLimit: 0, policy: 'stately' });
    await boss.work<{ id: number }>(DELIVER, { pollingIntervalSeconds: this.opts.pollingSeconds ?? 1, batchSize: BATCH_SIZE }, async (jobs) => {
      // Each job is the head of a different endpoint (only heads are due): side by side, each endpoint in order, its
      // backlog following its head (deliverInOrder) rather than waiting a polling interval per delivery.
      const delivered = await Promise.all(
        jobs.map((job) =>
          this.webhooks.deliverInOrder(job.data.id, CHAIN).catch((err) => {
            this.logger.error({ err, delivery: job.data.id }, 'webhook delivery failed');
            return 0;
          }),
        ),
      );
      // A chain that stopped at its length left a backlog: queue its next head now, not at the next sweep.
      if (delivered.some((n) => n >= CHAIN)) this.kick();
    });
    this.boss = boss;
    this.webhooks.onWake = () => this.kick();
    this.timer = setInterval(() => this.kick(), this.opts.sweepSeconds * 1000);
    this.kick();
  }

  /** Sweep now; overlapping calls coalesce into one more sweep. */
  kick(): void {
    if (!this.boss) return;
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = this.sweep()
      .catch((err) => this.logger.error({ err }, 'webhook sweep failed'))
      .finally(() => {
        this.sweeping = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when the current sweep (if any) has queued its jobs. */
  async idle(): Promise<void> {
    while (this.sweeping) await this.sweeping;
  }

  private async sweep(): Promise<void> {
    for (const id of await this.webhooks.due()) {
      await this.boss!.send(DELIVER, { id }, { singletonKey: `webhook:${id}` });
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.webhooks.onWake = undefined;
    await this.boss?.offWork(DELIVER).catch(() => undefined);
    this.boss = undefined;
    await this.sweeping?.catch(() => undefined);
  }
}
