import { print } from 'graphql';
import { OFFICE_SCENARIO, type OfficeSend, type OfficeWorld, type Person } from './scenarios/office';
import { createTestContext, type Agent, type TestContext } from './harness';
import { day } from './factories/events';

/** The shared office story against the real server (the demo backend runs the same steps). */
let t: TestContext;
const agents = {} as Record<Person, Agent>;
const world: OfficeWorld = { pastEventTitle: 'Story Yesterday', emails: {} as Record<Person, string>, adminPassword: 'secret123' };

beforeAll(async () => {
  t = await createTestContext();
  for (const [who, fields] of [
    ['admin', { isAdmin: true, fullName: 'Story Admin' }],
    ['member', { fullName: 'Story Member' }],
    ['other', { fullName: 'Story Other' }],
  ] as const) {
    const { user, agent } = await t.signedIn(fields);
    agents[who] = agent;
    world.emails[who] = user.email;
  }
  await t.ds.query(`INSERT INTO teams (name) VALUES ('Story Team')`);
  // No service dates an event in the past: written as history is.
  await t.ds.query(`INSERT INTO events (title, type, date, start_time, location) VALUES ($1, 'social', $2, '18:00', 'Hall')`, [world.pastEventTitle, day(-1)]);
});
afterAll(() => t.close());

const send: OfficeSend = async (who, doc, variables) => {
  const res = await t.gql(agents[who], print(doc), variables as Record<string, unknown>);
  return { data: res.data as never, errors: res.errors as never };
};

describe('office scenario (real server)', () => {
  const memo: Record<string, string> = {};
  it.each(OFFICE_SCENARIO.map((s) => [s.name, s] as const))('%s', async (_name, step) => {
    await step.run(send, world, memo);
  });
});
