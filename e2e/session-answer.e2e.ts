import { pageOperations } from '../api/src/speed/first-page/session-page';
import { startE2E, type E2E } from './harness';
import { sessionCookieFor } from './steps';

/*
 * A page requested with a session cookie carries the server's answer to the app's `Me` query
 * (api/src/speed/first-page/), so the first screen does not wait for that round trip.
 */
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

const BLOCK = /<script type="application\/json" id="session-answer">([^<]*)<\/script>/g;
const OTHERS = /<script type="application\/json" id="page-answers">([^<]*)<\/script>/;

const signInByApi = (email: string) => sessionCookieFor(e.baseUrl, email);

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
    { me: { id: String(user.id), username: user.username, email: user.email, fullName: user.fullName, isAdmin: false, isParent: false, language: null, __typename: 'User' } },
  ]);
  expect(html).not.toContain('<script>alert(1)');
  // The viewer's own data: private (no shared cache keeps it), and asked again on every visit.
  expect(res.headers.get('cache-control')).toBe('private, no-cache');
  expect(res.headers.get('vary')).toMatch(/Cookie/);
  // Without a cookie the page is the same for everyone, and a shared cache may keep it.
  expect((await page('/dashboard')).res.headers.get('cache-control')).toBe('no-cache');
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
  await p.getByText('No upcoming events').waitFor();
  expect(await p.locator('#session-answer, #page-answers').count()).toBe(0);
  // The header's count and the dashboard's panels came with the page too: the dashboard asked the server nothing.
  expect(ops).toEqual([]);
  // Signed in elsewhere-out: the next page load's answer is me: null, and the app goes to the sign-in page.
  await fetch(`${e.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' } });
  await p.goto('/dashboard');
  await p.waitForURL('**/auth');
  await p.getByRole('form', { name: 'Sign In' }).waitFor();
  expect(ops).not.toContain('Me');
  expect(problems).toEqual([]);
  await context.close();
});

it("a member's dashboard carries the header's and the panels' answers as the GraphQL endpoint gives them; other pages the header's only", async () => {
  const { agent: admin } = await e.t.signedIn({ isAdmin: true });
  expect((await admin.post('/api/events').send({ title: 'Page answered night', date: '2030-01-01', startTime: '18:00', location: 'Hall' })).status).toBe(201);
  expect((await admin.post('/api/announcements').send({ title: 'Page answered news', content: 'Hello' })).status).toBe(201);
  const user = await e.t.createUser();
  const cookie = await signInByApi(user.email);
  const others = (html: string) => {
    const m = OTHERS.exec(html);
    return m ? (JSON.parse(m[1]!) as Record<string, any>) : undefined;
  };

  const dashboard = others((await page('/dashboard', cookie)).html)!;
  expect(Object.keys(dashboard).sort()).toEqual(['DashboardAnnouncements', 'DashboardUpcomingEvents', 'InboxUnreadCount']);
  for (const { name: operationName, query } of pageOperations('/dashboard')) {
    const res = await fetch(`${e.baseUrl}/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query, operationName }),
    });
    expect(dashboard[operationName]).toEqual(((await res.json()) as { data: unknown }).data);
  }
  expect(dashboard.DashboardUpcomingEvents.events.map((ev: { title: string }) => ev.title)).toContain('Page answered night');
  expect(dashboard.DashboardAnnouncements.announcements[0].title).toBe('Page answered news');
  expect(dashboard.InboxUnreadCount).toEqual({ unreadNotificationCount: expect.any(Number) });

  expect(Object.keys(others((await page('/events', cookie)).html)!)).toEqual(['InboxUnreadCount']);
  expect(Object.keys(others((await page('/', cookie)).html)!).sort()).toEqual(['DashboardAnnouncements', 'DashboardUpcomingEvents', 'InboxUnreadCount']);
  // Nobody signed in, or a session that has ended: nothing but the session answer.
  expect(others((await page('/dashboard')).html)).toBeUndefined();
  await fetch(`${e.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' } });
  expect(others((await page('/dashboard', cookie)).html)).toBeUndefined();
});
