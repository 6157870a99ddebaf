import { createTestContext, type TestContext } from './harness';

/**
 * Brute force and account enumeration over sign-in: a guesser is stopped after the configured
 * failures, and neither the answer nor its timing tells a known account from an unknown one.
 */
let t: TestContext;
beforeAll(async () => {
  // A real bcrypt cost (tests otherwise use 4), so hashing dominates the timing as in production.
  t = await createTestContext({ env: { BCRYPT_ROUNDS: '10', RATE_LIMIT_LOGIN_ACCOUNT: '3', RATE_LIMIT_LOGIN_IP: '100000' } });
});
afterAll(() => t.close());

const login = (username: string, password: string) => t.agent().post('/api/auth/login').send({ username, password });

it('answers 429 after the configured failures, for known and unknown accounts alike, even with the right password', async () => {
  const known = await t.createUser({ email: 'guessed@example.org' });
  for (const username of [known.email, 'nobody-here@example.org']) {
    for (let i = 0; i < 3; i++) expect((await login(username, `guess-${i}`)).status).toBe(401);
    const blocked = await login(username, 'secret123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
  }
});

it('gives the same answer for an unknown account and a wrong password', async () => {
  const known = await t.createUser({ email: 'same-answer@example.org' });
  const a = await login(known.email, 'wrong-password');
  const b = await login('no-such-user@example.org', 'wrong-password');
  expect(a.status).toBe(401);
  expect(b.status).toBe(a.status);
  expect(b.body).toEqual(a.body);
  expect(b.headers['content-length']).toBe(a.headers['content-length']);
  const gqlA = await t.gql(t.agent(), 'mutation { login(username: "same-answer@example.org", password: "nope") { id } }');
  const gqlB = await t.gql(t.agent(), 'mutation { login(username: "nobody-at-all@example.org", password: "nope") { id } }');
  expect(gqlB).toEqual(gqlA);
});

it('takes as long for an unknown account as for a wrong password (median CPU time within 10%)', async () => {
  // One guess per account, interleaved, so machine load drifts over both sides alike; no account hits the limit.
  const knownEmails = await Promise.all(Array.from({ length: 40 }, async (_, i) => (await t.createUser({ email: `timed-${i}@example.org` })).email));
  // CPU time of this process (server and bcrypt's worker threads included): unlike wall-clock time it does not
  // grow when other work shares the machine, so it compares the work itself.
  const time = async (username: string) => {
    const start = process.cpuUsage();
    const res = await login(username, 'wrong-password');
    expect(res.status).toBe(401);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  await time(knownEmails[0]); // warm-up
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < knownEmails.length; i++) {
    // Alternate which goes first, so neither side always follows the other.
    if (i % 2) unknown.push(await time(`ghost-${i}@example.org`));
    known.push(await time(knownEmails[i]));
    if (!(i % 2)) unknown.push(await time(`ghost-${i}@example.org`));
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const [k, u] = [median(known), median(unknown)];
  // eslint-disable-next-line no-console
  console.info(`sign-in failure, median CPU time of ${known.length}: known account ${k.toFixed(1)} ms, unknown account ${u.toFixed(1)} ms`);
  expect(Math.abs(k - u) / Math.max(k, u)).toBeLessThanOrEqual(0.1);
  // 120 sign-ins at a real bcrypt cost: well over jest's 30 s on a loaded 2-core machine.
}, 120_000);
