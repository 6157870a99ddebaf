import net from 'node:net';

/**
 * A TCP pass-through in front of PostgreSQL that counts the statements its clients run: every
 * simple Query ('Q') and every Execute ('E') of the extended protocol, whatever the ORM or
 * driver above. The bench points a second instance of each server at it to read statements
 * per request, so the measured instances never pay for the extra hop.
 */
export interface CountingProxy {
  url: string;
  /** Statements seen since the proxy started. */
  count(): number;
  close(): Promise<void>;
}

/** Counts only connections whose application_name is one of `applications` (not, say, a job queue polling). */
export async function countingProxy(databaseUrl: string, applications: string[]): Promise<CountingProxy> {
  const target = new URL(databaseUrl);
  let statements = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let buf = Buffer.alloc(0);
    let started = false;
    let counted = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      for (;;) {
        if (!started) {
          // Untyped start-up packets: length, then a code (SSL/GSS requests come before the real start-up).
          if (buf.length < 8) break;
          const len = buf.readInt32BE(0);
          if (buf.length < len) break;
          const code = buf.readInt32BE(4);
          if (code !== 80877103 && code !== 80877104) {
            started = true;
            // Start-up parameters: NUL-separated name/value pairs after the protocol version.
            const params = buf.subarray(8, len).toString('utf8').split('\0');
            const at = params.indexOf('application_name');
            counted = at >= 0 && applications.includes(params[at + 1]);
          }
          buf = buf.subarray(len);
          continue;
        }
        if (buf.length < 5) break;
        const len = buf.readInt32BE(1);
        if (buf.length < len + 1) break;
        const type = String.fromCharCode(buf[0]);
        if (counted && (type === 'Q' || type === 'E')) statements++;
        buf = buf.subarray(len + 1);
      }
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    count: () => statements,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
