import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An integrator's endpoint on loopback for the webhook tests and the bench: records every request and answers with
 * `respond` (200 "ok" unless told otherwise: a status, a slow answer, a redirect…).
 */
export async function webhookReceiver(respond: (r: Received, res: ServerResponse) => void = (_r, res) => res.end('ok')) {
  const received: Received[] = [];
  const state = { respond };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(r);
      state.respond(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    /** Changes how the next requests are answered. */
    answer(next: typeof respond) {
      state.respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof webhookReceiver>>;
