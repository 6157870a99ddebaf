import type { Logger } from '../../core/logger';
import type { DuesService } from './dues.service';

/** How often each instance looks for dues to issue: periods start on a day, so minutes late is on time. */
export const DUES_SWEEP_MS = 10 * 60_000;

/**
 * Issues dues invoices as their periods start: a sweep on every instance, at start and then every DUES_SWEEP_MS, in
 * the payment jobs' style. Any number of instances may sweep at once: each member's dues are issued under their
 * membership's row lock, and the unique key invoices_dues_period_key makes each period's invoice exactly one.
 */
export class MembershipJobs {
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    private readonly dues: DuesService,
    private readonly logger: Logger,
    private readonly everyMs: number = DUES_SWEEP_MS,
  ) {}

  start(): void {
    this.kick();
    this.timer = setInterval(() => this.kick(), this.everyMs);
  }

  /** Sweeps now unless a sweep is running; resolves when this one is done. */
  kick(): Promise<void> {
    this.sweeping ??= this.dues
      .issueDue()
      .then(() => undefined)
      .catch((err) => this.logger.error({ err }, 'dues sweep failed'))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }
}
