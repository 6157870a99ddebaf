import { print } from 'graphql';
import { MEMBERSHIP_SCENARIO } from './scenarios/membership';
import type { OfficeSend, OfficeWorld, Person } from './scenarios/office';
import { createTestContext, type Agent, type TestContext } from './harness';

/** The shared membership story against the real server (the demo backend runs the same steps). */
let t: TestContext;
const agents = {} as Record<Person, Agent>;
const world: OfficeWorld = { pastEventTitle: '', emails: {} as Record<Person, string>, adminPassword: 'secret123' };

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
});
afterAll(() => t.close());

const send: OfficeSend = async (who, doc, variables) => {
  const res = await t.gql(agents[who], print(doc), variables as Record<string, unknown>);
  return { data: res.data as never, errors: res.errors as never };
};

describe('membership scenario (real server)', () => {
  const memo: Record<string, string> = {};
  it.each(MEMBERSHIP_SCENARIO.map((s) => [s.name, s] as const))('%s', async (_name, step) => {
    await step.run(send, world, memo);
  });
});
