import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './scratch';
import { listening, runProgram, type Program } from './services-bin';

/**
 * A real haproxy (issue 40 item 3) balancing the servers on `ports` round-robin, each health-checked on GET /readyz
 * every 200 ms: out of rotation after two failed checks, back after two good ones. A connection refused is tried
 * again on the other server (retries, redispatch): what any load balancer in front of D.Office is expected to do.
 * `url` is its front; `states()` and `servers()` read its stats page (server name -> UP, DOWN, ...; 2xx answers).
 */
export async function startHaproxy(
  bin: string,
  ports: number[],
): Promise<Program & { url: string; states(): Promise<Record<string, string>>; servers(): Promise<Record<string, { status: string; answered2xx: number }>> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doffice-haproxy-'));
  const [front, stats] = [await freePort(), await freePort()];
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    file,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  retries 3',
      '  option redispatch',
      'frontend front',
      `  bind 127.0.0.1:${front}`,
      '  default_backend web',
      'backend web',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      // A check answered late is not a failed one: on a busy machine 200 ms (haproxy's default check timeout, the
      // interval) took a healthy instance out and left the balancer with none (503 from haproxy itself).
      '  timeout check 2s',
      '  default-server inter 200ms fall 2 rise 2',
      ...ports.map((p, i) => `  server web${i + 1} 127.0.0.1:${p} check`),
      'listen stats',
      `  bind 127.0.0.1:${stats}`,
      '  stats enable',
      '  stats uri /stats',
      '',
    ].join('\n'),
  );
  // -db: stay in the foreground, logs to stderr.
  const program = runProgram(bin, ['-db', '-f', file]);
  /** Each server's state (UP, DOWN, ...) and how many 2xx answers it has given through haproxy so far. */
  const servers = async (): Promise<Record<string, { status: string; answered2xx: number }>> => {
    const csv = await (await fetch(`http://127.0.0.1:${stats}/stats;csv`)).text();
    const rows = csv.split('\n').map((l) => l.split(','));
    const header = rows[0].map((h) => h.replace(/^# /, ''));
    const [px, sv, status, ok] = ['pxname', 'svname', 'status', 'hrsp_2xx'].map((h) => header.indexOf(h));
    return Object.fromEntries(
      rows.filter((r) => r[px] === 'web' && r[sv]?.startsWith('web')).map((r) => [r[sv], { status: r[status], answered2xx: Number(r[ok]) || 0 }]),
    );
  };
  await listening(front, program.output);
  return {
    ...program,
    url: `http://127.0.0.1:${front}`,
    async states() {
      return Object.fromEntries(Object.entries(await servers()).map(([name, v]) => [name, v.status]));
    },
    servers,
    async stop() {
      await program.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
