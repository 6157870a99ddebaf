import fs from 'node:fs';
import path from 'node:path';
import { freePort, postgresTempDir } from './scratch';
import { listening, runProgram, type Program } from './services-bin';

/**
 * A real PgBouncer in transaction mode in front of the PostgreSQL of `upstreamUrl` (issue 40 item 2), on loopback with
 * trust auth: `url(db)` is the pooled URL of one of its databases. Transaction mode hands each transaction (each
 * statement outside one) to whichever server connection is free, so session state — a named prepared statement, a
 * session advisory lock, SET, LISTEN — does not follow the client from one statement to the next.
 */
export async function startPgBouncer(bin: string, upstreamUrl: string, opts: { poolSize?: number } = {}): Promise<Program & { url(database: string): string }> {
  const upstream = new URL(upstreamUrl);
  const dir = postgresTempDir('doffice-pgbouncer-');
  // PgBouncer runs as the postgres user when we are root: it reads its files here.
  fs.chmodSync(dir, 0o755);
  const user = decodeURIComponent(upstream.username);
  const password = decodeURIComponent(upstream.password);
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${user}" "${password}"\n`, { mode: 0o644 });
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      // Fewer server connections than the instances' pools together: statements of one client really do move between them.
      `default_pool_size = ${opts.poolSize ?? 6}`,
      'max_client_conn = 500',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const program = runProgram(bin, [path.join(dir, 'pgbouncer.ini')], { asPostgres: true });
  await listening(port, program.output);
  return {
    ...program,
    url(database: string) {
      const u = new URL(upstreamUrl);
      u.port = String(port);
      u.pathname = `/${database}`;
      return u.toString();
    },
    async stop() {
      await program.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
