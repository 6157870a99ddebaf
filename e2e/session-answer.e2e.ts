import { startE2E, type E2E } from './harness';

/*
 * A page requested with a session cookie carries the server's answer to the app's `Me` query
 * (api/src/core/http/session-page.ts), so the first screen does not wait for that round trip.
 */
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

const BLOCK = /<script type="application\/json" id="session-answer">([^<]*)<\/script>/g;

async function signInByApi(email: string): Promise<string> {
  const res = await fetch(`${e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'secret123' }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function page(path: string, cookie?: string) {
  const res = await fetch(`${e.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { res, html, answers: [...html.matchAll(BLOCK)].map((m) => JSON.parse(m[1]!) as unknown) };
}

it('sends the signed-in member as Me answers, in a data block the CSP allows, only for that cookie', async () => {
  // A name that would end the element if it were written as it is.
  const user = await e.t.createUser({ fullName: 'Ann </script><script>alert(1)</script> <!-- Lee' });
  const cookie = await signInByApi(user.email);
  const { res, html, answers } = await page('/dashboard', cookie);
  expect(answers).toEqual([
    { me: { id: String(user.id), username: user.username, email: user.email, fullName: user.fullName, isAdmin: false, isParent: false, __typename: 'User' } },
  ]);
  expect(html).not.toContain('<script>alert(1)');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.headers.get('vary')).toMatch(/Cookie/);
  // No inline script is allowed: a data block is not a script the browser runs.
  expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
  // Every address of the app gets it (each screen starts with the session check); without a cookie, none do but
  // the prerendered sign-in page, whose answer is "nobody" (it is only sent without a cookie).
  expect((await page('/events', cookie)).answers).toHaveLength(1);
  expect((await page('/dashboard')).answers).toEqual([]);
  expect((await page('/auth')).answers).toEqual([{ me: null }]);
});

it('answers me: null for a session that has ended, and a tampered cookie', async () => {
  const user = await e.t.createUser();
  const cookie = await signInByApi(user.email);
  const out = await fetch(`${e.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' } });
  expect(out.status).toBeLessThan(300);
  expect((await page('/dashboard', cookie)).answers).toEqual([{ me: null }]);
  expect((await page('/dashboard', `${cookie}x`)).answers).toEqual([{ me: null }]);
});

it('the app starts from the answer: no Me request, the dashboard for a member, the sign-in page after logout elsewhere', async () => {
  const user = await e.t.createUser({ fullName: 'Page Answer' });
  const cookie = await signInByApi(user.email);
  const { page: p, context } = await e.newPage();
  await context.addCookies([{ name: cookie.split('=')[0]!, value: cookie.split('=').slice(1).join('='), url: e.baseUrl }]);
  const ops: string[] = [];
  const problems: string[] = [];
  p.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.method() === 'POST') ops.push((r.postDataJSON() as { operationName?: string }).operationName ?? '');
  });
  p.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  p.on('pageerror', (err) => problems.push(err.message));
  await p.goto('/dashboard');
  await p.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
  await p.getByText('Page Answer').first().waitFor();
  expect(await p.locator('#session-answer').count()).toBe(0);
  // Signed in elsewhere-out: the next page load's answer is me: null, and the app goes to the sign-in page.
  await fetch(`${e.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' } });
  await p.goto('/dashboard');
  await p.waitForURL('**/auth');
  await p.getByRole('form', { name: 'Sign In' }).waitFor();
  expect(ops).not.toContain('Me');
  expect(problems).toEqual([]);
  await context.close();
});
