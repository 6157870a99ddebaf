import type { RequestListener, Server } from 'node:http';
import { RETRY_AFTER_SECONDS } from '../errors';

const SHUTTING_DOWN = Buffer.from(JSON.stringify({ status: 'shutting down' }));

/**
 * A stop that loses no request behind a load balancer (issue 40): first /readyz answers 503, so the balancer takes
 * this instance out of rotation, while everything else is still served — each answer with `Connection: close`, so
 * no keep-alive connection is left for the balancer to send on once the listener closes. Then `close` stops
 * accepting and waits for the requests in flight to finish.
 */
export interface Drain {
  /** The server's request listener: `handler`, answering as above once draining. */
  readonly listener: RequestListener;
  readonly draining: boolean;
  /** From now on: /readyz 503, every answer closes its connection. */
  begin(): void;
}

export function drainable(handler: RequestListener): Drain {
  let draining = false;
  const listener: RequestListener = (req, res) => {
    if (!draining) return handler(req, res);
    res.setHeader('Connection', 'close');
    if (req.url === '/readyz' && req.method === 'GET') {
      res.writeHead(503, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': SHUTTING_DOWN.length,
        'Cache-Control': 'no-store',
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
      res.end(SHUTTING_DOWN);
      return;
    }
    handler(req, res);
  };
  return {
    listener,
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}

/**
 * Closes `server` once its requests in flight have been answered: no new connection is accepted, and a keep-alive
 * connection is closed as soon as it is idle (an answer begun before the drain did not say `Connection: close`, so
 * its connection turns idle later: looked for every 50 ms). Resolves when the last one is gone, or after
 * `timeoutMs`, closing whatever is left then.
 */
export function closeWhenAnswered(server: Server, timeoutMs: number): Promise<'answered' | 'cut'> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const timer = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      resolve('cut');
    }, timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(timer);
      resolve('answered');
    });
  });
}
