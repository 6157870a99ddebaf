import fs from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import { cpuMsOf } from './writes';

/** utime, stime, cutime, cstime of a process in ms (/proc), zeros when it is gone. */
function times(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').slice(11, 15).map((t) => Number(t) * 10);
  } catch {
    return [0, 0, 0, 0];
  }
}

/**
 * CPU ms (user + system) of the server `pid` and of the whole PostgreSQL (its postmaster, the children it has reaped and
 * those alive: backends, autovacuum, checkpointer) now. The whole cluster rather than this database's backends: a
 * backend that ends (pg-boss's pool, a worker's) takes its CPU out of a sum of the live ones, and the cluster is the
 * bench's own (embedded; on a DATABASE_URL's shared server the figure includes its other databases').
 */
export async function cpuNow(c: Client, pid: number | undefined): Promise<{ server: number; pg: number }> {
  const postmaster = Number(fs.readFileSync(path.join((await c.query<{ d: string }>(`SELECT current_setting('data_directory') AS d`)).rows[0].d, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const [u, s, cu, cs] = times(postmaster);
  let pg = u + s + cu + cs;
  for (const task of fs.readdirSync(`/proc/${postmaster}/task`)) {
    for (const child of fs.readFileSync(`/proc/${postmaster}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) {
      const [cu2, cs2] = times(Number(child));
      pg += cu2 + cs2;
    }
  }
  return { server: cpuMsOf(pid), pg };
}
