import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import { benchCases, type Contender } from './cases';
import { load } from './load';
import { freshDatabase, PASSWORD, signIn, startBoth, stopProcess } from './servers';
import { benchVolume, seededDatabase } from './seed-volume';

/*
 * `npx tsx bench/cpu-split.ts [case words]`: where a request's CPU goes, per contender — the
 * server process and its PostgreSQL backends (by application_name), in CPU milliseconds per
 * request, read from /proc while each case runs for BENCH_SECONDS (5). On a shared 2-core box
 * throughput is bounded by the CPU every process of a request spends, not only the server's.
 * `fixed` as the words: the project's fixed cost per request instead (GraphQL { __typename },
 * one event by GraphQL and REST). NODE_FLAGS adds node flags to the project's process. The server's CPU is split into
 * user and kernel time (sending answers over loopback TCP, page faults; the calendar month on the large volume, 15th
 * session: project 1.11 ms kernel per request, raw 0.48).
 */

const TICK_MS = 1000 / 100; // USER_HZ

function cpuMs(pid: number): number {
  const { user, system } = cpuSplitMs(pid);
  return user + system;
}

/** User and kernel CPU ms of a process (utime, stime), or of one of its threads (`/proc/PID/task/TID`). */
function cpuSplitMs(pid: number, tid?: number): { user: number; system: number } {
  try {
    const fields = fs.readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) * TICK_MS, system: Number(fields[12]) * TICK_MS };
  } catch {
    return { user: 0, system: 0 };
  }
}

async function backends(admin: Client, app: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [app]);
  return rows.map((r) => r.pid);
}

async function main() {
  const words = process.argv.slice(2).join(' ').toLowerCase();
  const volume = benchVolume().volume;
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const db = await freshDatabase();
  let servers: Awaited<ReturnType<typeof startBoth>> | undefined;
  const admin = new Client({ connectionString: db.url });
  try {
    const { ds, adminEmail, memberEmail } = await seededDatabase(db.url, volume, PASSWORD);
    await ds.destroy();
    servers = await startBoth(db.url, randomBytes(32).toString('hex'), { env: { JOBS: 'false' }, nodeFlags: (process.env.NODE_FLAGS ?? '').split(' ').filter(Boolean) });
    await admin.connect();
    const cases = benchCases({ member: await signIn(servers.project.base, memberEmail), admin: await signIn(servers.project.base, adminEmail) }).filter(
      (c) => c.name.toLowerCase().includes(words) && !c.name.includes('healthz'),
    );
    if (words === 'fixed') {
      // The fixed cost of a request: transports, session check and context, with (almost) nothing to answer.
      const member = await signIn(servers.project.base, memberEmail);
      const gq = (q: string) => ({ url: '/graphql', method: 'POST' as const, headers: { 'content-type': 'application/json', cookie: member }, body: JSON.stringify({ query: q }) });
      cases.length = 0;
      for (const [name, req] of Object.entries({
        'gql __typename': gq('{ __typename }'),
        'gql events(limit:1)': gq('{ events(limit: 1) { id } }'),
        'rest events?limit=1': { url: '/api/events?limit=1', headers: { cookie: member } },
      })) cases.push({ name, goal: null, project: req, raw: { url: '/healthz' }, normalize: { project: () => [], raw: () => [] } });
    }
    const apps: Record<Contender, string> = { project: 'd-office', raw: 'd-office-raw' };
    for (const c of cases) {
      const line: string[] = [];
      for (const who of ['project', 'raw'] as const) {
        const target = { ...c[who], url: `${servers[who].base}${c[who].url}` };
        await load(target, { connections: 10, seconds: 1 });
        const pids = await backends(admin, apps[who]);
        const pid = servers[who].child.pid!;
        const before = { server: cpuSplitMs(pid), main: cpuSplitMs(pid, pid), pg: pids.reduce((a, p) => a + cpuMs(p), 0) };
        const r = await load(target, { connections: 10, seconds, pid });
        const after = { server: cpuSplitMs(pid), main: cpuSplitMs(pid, pid), pg: pids.reduce((a, p) => a + cpuMs(p), 0) };
        const n = r.requests || 1;
        const user = (after.server.user - before.server.user) / n;
        const system = (after.server.system - before.server.system) / n;
        // The main thread alone (JavaScript, the event loop, the scavenger's own share): a single queue, its time per request bounds the rate.
        const main = (after.main.user + after.main.system - before.main.user - before.main.system) / n;
        line.push(
          `${who} ${r.rps.toFixed(0)} req/s, RSS ${r.rssMb.toFixed(0)} MB: server ${(user + system).toFixed(2)} ms (user ${user.toFixed(2)}, kernel ${system.toFixed(2)}; ` +
            `main thread ${main.toFixed(2)}), postgres ${((after.pg - before.pg) / n).toFixed(2)} ms CPU/request`,
        );
      }
      process.stdout.write(`${c.name}\n  ${line.join('\n  ')}\n`);
    }
  } finally {
    await admin.end().catch(() => undefined);
    if (servers) await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
    await db.dispose();
  }
}

main().catch((err) => {
  process.stderr.write(`cpu-split failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
