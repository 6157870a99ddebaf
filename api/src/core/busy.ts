import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Whether this process has been busy since the last call (issue 42 item 2: background work stays in its lane): the
 * event loop's utilisation over that window at or above `threshold`. A process that serves requests and runs the
 * background jobs (ROLE=all) asks it before each round of background work and does less while it answers: a server
 * saturated by requests has its event loop near 1, the jobs alone keep it at a few percent. Utilisation is wall time
 * (a process waiting for a CPU on a crowded machine counts as busy too), which is what should make it yield.
 * The first call has no window behind it and answers false.
 */
export function busyMeter(threshold: number): () => boolean {
  let last: EventLoopUtilization | undefined;
  return () => {
    const now = performance.eventLoopUtilization();
    const busy = last !== undefined && performance.eventLoopUtilization(now, last).utilization >= threshold;
    last = now;
    return busy;
  };
}
