import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Scratch resources for a throwaway PostgreSQL or server: the test setup, the CLI tests and the benchmark share them. */

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A new folder under the system temp dir for an embedded PostgreSQL's files (`prefix` names it). */
export function postgresTempDir(prefix: string): string {
  // Private (0700) like any mkdtemp folder: startEmbeddedPostgres lets its unprivileged user in when we are root.
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
