import type PgBoss from 'pg-boss';
import type { Logger } from '../../core/logger';
import { logQueueError, QueueWorker } from '../../core/queue-worker';
import type { PaymentReconciler } from './payments.reconcile';
import type { PaymentsService } from './payments.service';

const RECONCILE = 'payments-reconcile';

export interface PaymentJobsOptions {
  /** Seconds between sweeps for links and refunds the provider could not take yet. */
  retrySeconds: number;
  /** When the nightly reconciliation runs (cron, in UTC). */
  reconcileCron?: string;
}

/**
 * Online payment's background work on the notifications' pg-boss: the nightly reconciliation, scheduled
 * once for all instances (pg-boss's cron sends one job a minute at most, whichever instance's clock
 * fires), and a sweep on every instance that creates the payment links and refunds the provider could
 * not take at once (each keyed by an idempotency key, so instances racing it make one each).
 */
export class PaymentJobs {
  private timer?: NodeJS.Timeout;
  private worker?: QueueWorker<object>;
  private sweeping?: Promise<void>;

  constructor(
    private readonly payments: PaymentsService,
    private readonly reconciler: PaymentReconciler,
    private readonly logger: Logger,
    private readonly opts: PaymentJobsOptions,
  ) {}

  async start(boss: PgBoss): Promise<void> {
    if (!this.payments.online) return;
    await boss.createQueue(RECONCILE, { name: RECONCILE, retryLimit: 3, retryDelay: 600, policy: 'singleton' });
    await boss.schedule(RECONCILE, this.opts.reconcileCron ?? '30 3 * * *');
    // Our worker, not pg-boss's work(): that one completed jobs unawaited, an unhandled rejection in an outage.
    this.worker = new QueueWorker<object>(boss, RECONCILE, { pollingSeconds: 2, batchSize: 1 }, async () => this.reconciler.reconcile().then(() => undefined), this.logger);
    this.worker.start();
    this.timer = setInterval(() => this.kick(), this.opts.retrySeconds * 1000);
  }

  private kick(): void {
    if (this.sweeping) return;
    this.sweeping = (async () => {
      await this.payments.sync(null);
      await this.payments.retryRefunds();
    })()
      .catch((err) => logQueueError(this.logger, err, 'payment sweep failed'))
      .finally(() => (this.sweeping = undefined));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.worker?.stop(5000);
    await this.sweeping;
    await this.payments.idle();
  }
}
