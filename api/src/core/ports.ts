import fs from 'node:fs';
import net from 'node:net';

/**
 * True when nothing listens on `port` (tries to listen on it for a moment). `host` '' probes every
 * interface, as a server listening without a host does.
 */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, ...(host ? { host } : {}), exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The first free port in [from, from + tries), or undefined. */
export async function firstFreePort(from: number, tries = 50, host = '127.0.0.1'): Promise<number | undefined> {
  for (let port = from; port < from + tries && port < 65536; port++) if (await isPortFree(port, host)) return port;
  return undefined;
}

/** A process that listens on a TCP port, as far as this machine tells us. */
export interface PortOwner {
  pid: number;
  /** Its command line, e.g. `postgres -D /home/ann/d-office/.data/pg -p 54329`. */
  command: string;
  /** Its `-D` argument when it is a PostgreSQL server. */
  dataDir?: string;
}

const readOr = (file: string, fallback = '') => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

/**
 * Who listens on `port` (Linux /proc; elsewhere, or without permission to look, undefined).
 * Only used to make a start-up message helpful, never to decide anything risky.
 */
export function portOwner(port: number): PortOwner | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readOr(table).split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN; column 9 is the socket inode.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  if (!inodes.size) return undefined;
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link: string;
      try {
        link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (inode && inodes.has(inode)) {
        const args = readOr(`/proc/${pid}/cmdline`).split('\0').filter(Boolean);
        const d = args.indexOf('-D');
        return { pid: Number(pid), command: args.join(' ') || `pid ${pid}`, dataDir: d >= 0 ? args[d + 1] : undefined };
      }
    }
  }
  return undefined;
}

/** "pid 123 (postgres -D /x/pg -p 54329)" or "another process". */
export const describeOwner = (owner: PortOwner | undefined) =>
  owner ? `pid ${owner.pid} (${owner.command.length > 160 ? `${owner.command.slice(0, 157)}…` : owner.command})` : 'another process';
