import { createTestContext, type TestContext } from './harness';
import { startHaproxy } from './haproxy';
import { buildServerOnce, signIn, startInstance, type Instance } from './instances';
import { freePort } from './scratch';
import { findProgram, missingProgram } from './services-bin';

/**
 * Issue 40 item 3: two ROLE=web instances behind a real haproxy (health-checked on /readyz), under steady load of
 * reads and writes, restarted one after the other as an orchestrator does (SIGTERM; the process drains and exits;
 * started again on its port). Every request must be answered 2xx, and every write answered 201 must be in the
 * database afterwards. The figures are printed.
 */
const bin = findProgram('haproxy');
// eslint-disable-next-line no-console
if (!bin) console.warn(missingProgram('haproxy'));
const maybe = bin ? describe : describe.skip;

jest.setTimeout(240_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

maybe('a rolling restart of two web instances behind haproxy', () => {
  let t: TestContext;
  let balancer: Awaited<ReturnType<typeof startHaproxy>>;
  const ports: number[] = [];
  const web: Instance[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestContext();
    await buildServerOnce();
    // The balancer's check every 200 ms, out at the second 503: 2 s of draining is ten checks.
    env = { DATABASE_URL: (t.ds.options as { url: string }).url, ROLE: 'web', SHUTDOWN_DRAIN_SECONDS: '2' };
    ports.push(await freePort(), await freePort());
    web.push(...(await Promise.all(ports.map((p) => startInstance(env, p)))));
    balancer = await startHaproxy(bin!, ports);
    await bothUp();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(web.map((w) => w.stop()));
    await balancer?.stop();
    await t?.close();
  });

  /** Until haproxy has both servers in rotation. */
  async function bothUp(): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const states = await balancer.states();
      if (Object.values(states).length === 2 && Object.values(states).every((s) => s === 'UP')) return;
      await sleep(100);
    }
    throw new Error(`haproxy did not bring both servers up: ${JSON.stringify(await balancer.states())}`);
  }

  it('loses no request and no acknowledged write while each instance in turn is stopped and started again', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const member = await t.createUser();
    const adminToken = await signIn(balancer.url, admin.username);
    const memberToken = await signIn(balancer.url, member.username);

    const figures = { requests: 0, reads: 0, writes: 0, failed: [] as string[] };
    const acknowledged: string[] = [];
    let running = true;
    // Eight clients, each a request after the other (keep-alive to the balancer): two reads, then a write.
    const client = async (k: number) => {
      for (let n = 1; running; n++) {
        const write = n % 3 === 0;
        const title = `rolling ${k}-${n}`;
        figures.requests++;
        try {
          const res = write
            ? await fetch(`${balancer.url}/api/announcements`, {
                method: 'POST',
                headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
                body: JSON.stringify({ title, content: 'Written during a rolling restart.' }),
              })
            : await fetch(`${balancer.url}/api/events`, { headers: { authorization: `Bearer ${memberToken}` } });
          const body = await res.text();
          if (res.status !== (write ? 201 : 200)) figures.failed.push(`${write ? 'POST' : 'GET'} ${res.status} ${body.slice(0, 80)}`);
          else if (write) acknowledged.push(title);
          if (write) figures.writes++;
          else figures.reads++;
        } catch (err) {
          figures.failed.push(`${write ? 'POST' : 'GET'} ${(err as Error).cause ?? (err as Error).message}`);
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, k) => client(k));

    await sleep(1000);
    const restarts: { instance: number; exitCode: number | null; servedAfter: number }[] = [];
    for (const i of [0, 1]) {
      const exitCode = await web[i].stop();
      web[i] = await startInstance(env, ports[i]);
      await bothUp();
      // Under load for a while with the new process in rotation: what haproxy had it answer meanwhile.
      const before = (await balancer.servers())[`web${i + 1}`].answered2xx;
      await sleep(1500);
      restarts.push({ instance: i + 1, exitCode, servedAfter: (await balancer.servers())[`web${i + 1}`].answered2xx - before });
    }
    running = false;
    await Promise.all(clients);

    const [{ stored }] = await t.ds.query(`SELECT array_agg(title) AS stored FROM announcements WHERE title LIKE 'rolling %'`);
    const kept = new Set<string>(stored ?? []);
    const lost = acknowledged.filter((title) => !kept.has(title));
    // eslint-disable-next-line no-console
    console.log(
      `rolling restart behind haproxy: ${figures.requests} requests (${figures.reads} reads, ${figures.writes} writes), ` +
        `${figures.failed.length} failed, ${acknowledged.length} writes acknowledged, ${lost.length} lost; ` +
        `restarts: ${restarts.map((r) => `web${r.instance} exit ${r.exitCode}, ${r.servedAfter} requests answered in 1.5 s back in rotation`).join('; ')}`,
    );
    expect(figures.failed).toEqual([]);
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(50);
    for (const r of restarts) {
      expect(r.exitCode).toBe(0);
      // The balancer sent the restarted process requests again.
      expect(r.servedAfter).toBeGreaterThan(0);
    }
  });
});
