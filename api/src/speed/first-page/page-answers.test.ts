import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../../test/harness';
import { insertEvent } from '../../../test/factories/events';
import { ME } from './operations';
import { pageOperations, PAGE_ANSWERS_ID, SESSION_ANSWER_ID } from './session-page';

/**
 * The page's answers are run without Apollo's pipeline (speed/graphql/fixed-operations.ts): each must be, byte for byte,
 * what POST /graphql answers the same member for the same document (its `data`).
 */
let t: TestContext;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-answers-'));
  fs.mkdirSync(path.join(dist, 'prerendered'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>index</body></html>');
  fs.writeFileSync(path.join(dist, 'prerendered/dashboard.html'), '<html><head></head><body>dashboard</body></html>');
  t = await createTestContext({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const block = (html: string, id: string) => new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];

it("answers the dashboard's operations with POST /graphql's bytes", async () => {
  const { user, agent } = await t.signedIn({ fullName: 'Ada <Lovelace>' });
  const admin = await t.createUser({ isAdmin: true });
  const event = await insertEvent(t, { title: 'Chess & tea', createdBy: admin.id });
  await insertEvent(t, { title: 'Board meeting', maxAttendees: 1 });
  await agent.post(`/api/events/${event}/rsvp`).send({ status: 'attending' }).expect(201);
  await t.ds.query(`INSERT INTO announcements (title, content, author_id) VALUES ('Hall closed', 'Friday <b>only</b>', $1)`, [admin.id]);

  const page = await agent.get('/dashboard').set('accept', 'text/html').expect(200);
  const ask = async (query: string) => JSON.stringify((await agent.post('/graphql').set('content-type', 'application/json').send({ query }).expect(200)).body.data);
  const me = JSON.parse(block(page.text, SESSION_ANSWER_ID)!);
  expect(me.me.fullName).toBe(user.fullName);
  expect(JSON.stringify(me)).toBe(await ask(ME.query));
  const others = JSON.parse(block(page.text, PAGE_ANSWERS_ID)!);
  const operations = pageOperations('/dashboard');
  expect(Object.keys(others)).toEqual(operations.map((o) => o.name));
  for (const o of operations) expect(JSON.stringify(others[o.name])).toBe(await ask(o.query));
  expect(others.DashboardUpcomingEvents.events.map((e: { title: string }) => e.title)).toEqual(['Chess & tea', 'Board meeting']);
});

it('answers Me null to a session that ended, and no other answers', async () => {
  const { agent } = await t.signedIn();
  await t.ds.query(`DELETE FROM sessions`);
  const page = await agent.get('/dashboard').set('accept', 'text/html').expect(200);
  expect(JSON.parse(block(page.text, SESSION_ANSWER_ID)!)).toEqual({ me: null });
  expect(block(page.text, PAGE_ANSWERS_ID)).toBeUndefined();
  expect(page.text).toContain('<body>index</body>');
});
