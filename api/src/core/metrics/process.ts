import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | undefined;

/**
 * prom-client's default metrics (memory, CPU, event-loop lag, GC, handles) belong to the process, not to an app:
 * collected once per process, whatever number of apps it runs (the tests run many), and from the first app that
 * measures anything (the event-loop monitor runs from then on).
 */
export function processRegistry(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
