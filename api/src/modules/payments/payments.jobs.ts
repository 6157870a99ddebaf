import type PgBoss from 'pg-boss';
import type { Logger } from '../../core/logger';
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
    await boss.work(RECONCILE, async () => {
      await this.reconciler.reconcile();
    });
    this.timer = setInterval(() => this.kick(), this.opts.retrySeconds * 1000);
  }

  private kick(): void {
    if (this.sweeping) return;
    this.sweeping = (async () => {
      await this.payments.sync(null);
      await this.payments.retryRefunds();
    })()
      .catch((err) => this.logger.error({ err }, 'payment sweep failed'))
      .finally(() => (this.sweeping = undefined));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    await this.payments.idle();
  }
}
