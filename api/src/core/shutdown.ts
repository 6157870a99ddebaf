import type { Logger } from './logger';

/**
 * Runs the shutdown steps, then exits 0; when they have not finished within `timeoutMs` (a job
 * queue or pool waiting on a database that went away), says so in one error line and exits 1
 * anyway, so a stop signal always ends the process.
 */
export async function shutdownWithin(
  steps: () => Promise<void>,
  opts: { timeoutMs: number; logger: Pick<Logger, 'error' | 'info'>; exit: (code: number) => void },
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), opts.timeoutMs);
  });
  const outcome = await Promise.race([
    steps().then(
      () => 'done' as const,
      (err: unknown) => {
        opts.logger.error({ err }, 'shutdown step failed');
        return 'failed' as const;
      },
    ),
    timedOut,
  ]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    opts.logger.error(
      `shutdown did not finish within ${Math.round(opts.timeoutMs / 1000)} s (is the database reachable?); exiting without waiting further`,
    );
    opts.exit(1);
    return;
  }
  opts.logger.info('stopped');
  opts.exit(outcome === 'done' ? 0 : 1);
}
