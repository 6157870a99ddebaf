import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { benchCases } from './cases';
import { load } from './load';
import { freshDatabase, PASSWORD, signIn, startBoth, stopProcess } from './servers';
import { benchVolume, seededDatabase } from './seed-volume';

async function main() {
  const db = await freshDatabase();
  const { ds, adminEmail, memberEmail } = await seededDatabase(db.url, benchVolume().volume, PASSWORD);
  await ds.destroy();
  const servers = await startBoth(db.url, randomBytes(32).toString('hex'), { env: { JOBS: 'false', METRICS: process.env.PROBE_METRICS ?? 'true' }, nodeFlags: ['--heapsnapshot-signal=SIGUSR2', '--diagnostic-dir=/tmp/hs'] });
  try {
    const c = benchCases({ member: await signIn(servers.project.base, memberEmail), admin: await signIn(servers.project.base, adminEmail) }).find((x) => x.name.startsWith('GraphQL events'))!;
    const target = { ...c.project, url: `${servers.project.base}${c.project.url}` };
    await load(target, { connections: 10, seconds: 3 });
    const pid = servers.project.child.pid!;
    setTimeout(() => process.kill(pid, 'SIGUSR2'), 2000);
    await load(target, { connections: 10, seconds: 4 });
    await new Promise((r) => setTimeout(r, 8000));
  } finally {
    await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
    await db.dispose();
  }
}
void main();
