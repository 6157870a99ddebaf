import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeWhenAnswered, drainable } from './drain';

/**
 * Issue 40 item 3: a stopping instance leaves the balancer's rotation first (/readyz 503) while it still serves,
 * closes every connection it answers on, and closes its listener only once the requests in flight are answered.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
afterAll(() => agent.destroy());

function get(port: number, path: string): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

async function serve() {
  let release: () => void = () => undefined;
  const slowGate = new Promise<void>((r) => (release = r));
  const drain = drainable((req, res) => {
    if (req.url === '/slow') void slowGate.then(() => res.end('slow done'));
    else if (req.url === '/readyz') res.end('{"status":"ready"}');
    else res.end('ok');
  });
  const server = http.createServer(drain.listener);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { drain, server, port: (server.address() as AddressInfo).port, release };
}

it('answers /readyz 503 once draining, still serves the rest, and closes each connection it answers on', async () => {
  const { drain, server, port } = await serve();
  try {
    expect(await get(port, '/readyz')).toMatchObject({ status: 200, connection: 'keep-alive' });
    drain.begin();
    expect(await get(port, '/readyz')).toEqual({ status: 503, connection: 'close', body: '{"status":"shutting down"}' });
    expect(await get(port, '/events')).toEqual({ status: 200, connection: 'close', body: 'ok' });
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

it('closes the listener only after the request in flight is answered', async () => {
  const { drain, server, port, release } = await serve();
  const slow = get(port, '/slow');
  await new Promise((r) => setTimeout(r, 50));
  drain.begin();
  let closed = false;
  const closing = closeWhenAnswered(server, 5000).then((how) => {
    closed = true;
    return how;
  });
  await new Promise((r) => setTimeout(r, 200));
  expect(closed).toBe(false);
  release();
  expect(await slow).toMatchObject({ status: 200, body: 'slow done' });
  expect(await closing).toBe('answered');
});

it('cuts what is still open when the time is up', async () => {
  const { server, port } = await serve();
  const slow = get(port, '/slow').catch((err: Error) => err.message);
  await new Promise((r) => setTimeout(r, 50));
  expect(await closeWhenAnswered(server, 300)).toBe('cut');
  expect(await slow).toMatch(/socket hang up|ECONNRESET/);
});
