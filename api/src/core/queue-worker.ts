import type PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from './errors';
import type { Logger } from './logger';

/**
 * A queue's worker on pg-boss, in place of pg-boss's own `work()` (issue 38). pg-boss 10's worker completes or fails a
 * batch without awaiting it, so a database lost while a handler ran ended in an unhandled rejection. This one does
 * what pg-boss's does, in the same order and pace — fetch up to `batchSize` jobs, run the handler, complete the batch
 * (or fail it when the handler throws), wait out the polling interval less the round's duration — and awaits every
 * call: a round that cannot reach the database is logged as a warning and tried again next round (jobs left active
 * expire and are retried by pg-boss's maintenance, as after a crash).
 */
export class QueueWorker<T extends object> {
  private stopping = false;
  private running?: Promise<void>;
  private wake?: () => void;

  constructor(
    private readonly boss: PgBoss,
    private readonly queue: string,
    /** batchSize: jobs a fetch takes, or a function asked before each fetch (jobs that yield to requests take fewer). */
    private readonly opts: { pollingSeconds: number; batchSize: number | (() => number) },
    private readonly handler: (jobs: PgBoss.Job<T>[]) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.running ??= this.loop();
  }

  /** Stops fetching; resolves when the round in progress has ended, or after `timeoutMs`. */
  async stop(timeoutMs = 5000): Promise<void> {
    this.stopping = true;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
    clearTimeout(timer);
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      const began = Date.now();
      try {
        await this.round();
      } catch (err) {
        logQueueError(this.logger, err, `job queue ${this.queue}: round failed`);
      }
      const wait = this.opts.pollingSeconds * 1000 - (Date.now() - began);
      if (!this.stopping && wait > 100) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((r) => ((this.wake = r), (timer = setTimeout(r, wait))));
        // Woken by stop(): the pause's timer must not outlive the worker (a long polling interval kept the process alive).
        clearTimeout(timer);
      }
    }
  }

  private async round(): Promise<void> {
    const batchSize = typeof this.opts.batchSize === 'function' ? this.opts.batchSize() : this.opts.batchSize;
    const jobs = await this.boss.fetch<T>(this.queue, { batchSize });
    if (!jobs?.length) return;
    const ids = jobs.map((j) => j.id);
    let failure: unknown;
    try {
      await this.handler(jobs);
    } catch (err) {
      failure = err;
    }
    if (failure === undefined) {
      await this.boss.complete(this.queue, ids);
      return;
    }
    const message = failure instanceof Error ? failure.message : String(failure);
    for (const id of ids) await this.boss.fail(this.queue, id, { message });
  }
}

/**
 * The queue's errors: the database away (an outage, a restart, shutdown's admin termination 57P01) is expected and
 * passes; a warning. Anything else is a bug worth an error.
 */
export function logQueueError(logger: Logger, err: unknown, message: string): void {
  if (isDatabaseUnavailable(err)) logger.warn({ code: (err as { code?: string }).code, reason: (err as Error)?.message }, `${message}: database unavailable`);
  else logger.error({ err }, message);
}

/**
 * Runs `start` (the job queue's start) again while it fails because the database cannot be reached, after each of
 * `delaysMs` in turn, a warning each time; any other failure, or the last, is thrown. A database restarting as the
 * server starts delays the queue; it does not end the process.
 */
export async function startRetrying(start: () => Promise<void>, logger: Logger, what: string, delaysMs: readonly number[] = [1000, 2000, 5000, 10_000, 30_000]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await start();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || attempt >= delaysMs.length) throw err;
      logger.warn({ attempt: attempt + 1, retryInMs: delaysMs[attempt], reason: (err as Error)?.message }, `${what} could not start: database unavailable; trying again`);
      await new Promise((r) => setTimeout(r, delaysMs[attempt]));
    }
  }
}
