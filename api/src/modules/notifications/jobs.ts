import { Client } from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from '../../core/logger';
import { deliveryKeyString, type DeliveryKey } from './compose';
import type { NotificationsService } from './notifications.service';
import { logQueueError, QueueWorker } from '../../core/queue-worker';

const DELIVER = 'notification-deliver';
/**
 * A send this instance queued is not queued again for this long while it is still due (no delivery row yet): its job
 * is waiting its turn. Past it (the job lost, or failed for good), the next sweep queues it again.
 */
const REQUEUE_AFTER_MS = 10 * 60_000;
/**
 * Jobs a worker takes per fetch. pg-boss 10's worker waits out its polling interval after every fetch, so one job a
 * fetch capped delivery at one send per interval (0.5 a second): a broadcast to 10,000 members took over five hours.
 * 40 a fetch every 2 s is up to 20 sends a second per instance, more than a sweep queues (1,000 a minute), spread
 * evenly: a backlog does not take the instance from its requests in bursts.
 */
const BATCH_SIZE = 40;
/**
 * Jobs a fetch takes while the process is busy answering requests (JobsOptions.busy): 2 sends a second instead of 20,
 * so a saturated server gives the background about a tenth of the CPU it would take (issue 42 item 2: on the large
 * volume ~100 ms of CPU a second, server and PostgreSQL, at 20 sends a second), and sends never stop altogether: the
 * backlog is made up once the requests let up. Nothing is dropped or changed; sends come later.
 */
export const YIELD_BATCH_SIZE = 4;

export interface JobsOptions {
  /** The PostgreSQL the app uses: pg-boss keeps its queue there (schema `pgboss`). */
  connectionString: string;
  /** Seconds between sweeps for due reminders and broadcasts. */
  sweepSeconds: number;
  /** First retry delay in seconds; doubles each time (pg-boss backoff). */
  retryDelaySeconds?: number;
  retryLimit?: number;
  /** How often an idle worker asks for jobs. */
  pollingSeconds?: number;
  /** Whether pg-boss runs its cron (boss.schedule); off, no cron worker polls. Default on. */
  schedule?: boolean;
  /**
   * Whether the process is busy serving requests now (main.ts: core/busy.ts's meter, for a process that serves the app
   * as well); asked before each fetch: while it says so, a fetch takes YIELD_BATCH_SIZE sends, not BATCH_SIZE. Unset
   * (a ROLE=worker process, which serves no requests; the tests): always BATCH_SIZE.
   */
  busy?: () => boolean;
}

/**
 * Background sending on pg-boss. Every instance sweeps on a timer and queues a job per due send;
 * any instance's worker delivers it. Duplicated jobs (two sweeps, a retry after a crash) are
 * harmless: NotificationsService.deliver claims the "already sent" row first. A rate-limited send
 * throws, so pg-boss retries it with exponential backoff; permanent refusals complete the job.
 */
export class NotificationJobs {
  private boss?: PgBoss;
  private worker?: QueueWorker<DeliveryKey>;
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  private again = false;
  /** Sends this instance queued, by deliveryKeyString, with when (Date.now()). */
  private readonly queued = new Map<string, number>();

  constructor(
    private readonly notifications: NotificationsService,
    private readonly logger: Logger,
    private readonly opts: JobsOptions,
  ) {}

  async start(): Promise<void> {
    const boss = new PgBoss({ connectionString: this.opts.connectionString, max: 3, schema: 'pgboss', application_name: 'd-office-jobs', schedule: this.opts.schedule ?? true });
    boss.on('error', (err) => {
      // The database going away (an outage, shutdown, Ctrl-C reaching postgres first) is not a queue bug.
      if (!this.boss) this.logger.warn({ code: (err as { code?: string }).code, reason: err.message }, 'job queue lost its database connection');
      else logQueueError(this.logger, err, 'job queue error');
    });
    // Instances starting together on a fresh database would race creating pg-boss's schema
    // (deadlock): one at a time, under a PostgreSQL advisory lock.
    const lock = new Client({ connectionString: this.opts.connectionString });
    // Idle while pg-boss starts: a database lost meanwhile fails the start through boss.start(), not as an
    // unhandled 'error' event of this client.
    lock.on('error', () => undefined);
    try {
      await lock.connect();
      await lock.query(`SELECT pg_advisory_lock(hashtext('d-office:pg-boss:start'))`);
      await boss.start();
      await boss.createQueue(DELIVER, {
        name: DELIVER,
        retryLimit: this.opts.retryLimit ?? 8,
        retryDelay: this.opts.retryDelaySeconds ?? 30,
        retryBackoff: true,
      });
    } catch (err) {
      // A failed start may be tried again (main.ts: startRetrying): nothing of this attempt stays open.
      await (boss.getDb() as { close?: () => Promise<void> }).close?.().catch(() => undefined);
      throw err;
    } finally {
      await lock.end().catch(() => undefined);
    }
    this.worker = new QueueWorker<DeliveryKey>(
      boss,
      DELIVER,
      { pollingSeconds: this.opts.pollingSeconds ?? 2, batchSize: () => (this.opts.busy?.() ? YIELD_BATCH_SIZE : BATCH_SIZE) },
      async (jobs) => {
        // One at a time, so the channels (WhatsApp's API, the mail server) see no burst. pg-boss completes the whole
        // batch when this returns; a send refused for now is failed on its own first, so pg-boss retries it (with
        // backoff) and completes the others.
        for (const job of jobs) {
          let error: string | undefined;
          try {
            if ((await this.notifications.deliver(job.data)) === 'retry') error = 'rate limited, retrying later';
          } catch (err) {
            this.logger.error({ err, delivery: deliveryKeyString(job.data) }, 'notification delivery failed');
            error = err instanceof Error ? err.message : String(err);
          }
          if (error) await boss.fail(DELIVER, job.id, { message: `${error}: ${deliveryKeyString(job.data)}` });
        }
      },
      this.logger,
    );
    this.worker.start();
    this.boss = boss;
    this.timer = setInterval(() => this.kick(), this.opts.sweepSeconds * 1000);
    this.kick();
  }

  /** The started queue, for other features' jobs to share (one pg-boss per instance); undefined before start and after stop. */
  get queue(): PgBoss | undefined {
    return this.boss;
  }

  /** Sweep now (e.g. an announcement to broadcast was just posted). Coalesces overlapping calls. */
  kick(): void {
    if (!this.boss) return;
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = this.sweep()
      .catch((err) => logQueueError(this.logger, err, 'notification sweep failed'))
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

  /**
   * Queues the due sends not already queued here within REQUEUE_AFTER_MS. A send stays due until delivered, so with
   * a backlog every sweep found the same batch again and queued each once more (the deliver queue's policy keeps
   * duplicates): 1,000 jobs a minute on the benchmark's large volume, ~0.6 s of the server's CPU in a burst each
   * minute and a job table growing by as much, which pg-boss's fetch every 2 s reads.
   */
  private async sweep(): Promise<void> {
    const due = await this.notifications.due(new Date());
    const now = Date.now();
    for (const [name, at] of this.queued) if (now - at >= REQUEUE_AFTER_MS) this.queued.delete(name);
    const fresh = due.map((key) => ({ key, name: deliveryKeyString(key) })).filter(({ name }) => !this.queued.has(name));
    if (!fresh.length) return;
    // One statement for the sweep's jobs (issue 42 item 2): a send() each was up to 1,000 round trips and inserts a
    // minute, a burst of the server's and PostgreSQL's CPU in the middle of the requests. The queue's retry settings
    // apply as with send() (pg-boss's insert reads them from the queue).
    await this.boss!.insert(fresh.map(({ key, name }) => ({ name: DELIVER, data: key, singletonKey: name })));
    for (const { name } of fresh) this.queued.set(name, now);
    this.logger.info({ queued: fresh.length }, 'notifications queued');
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    const boss = this.boss;
    this.boss = undefined;
    await this.sweeping?.catch(() => undefined);
    await this.worker?.stop(5000);
    this.worker = undefined;
    await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
