import { print } from 'graphql';
import { JUNIOR_SCENARIO, type JuniorWorld, type Send } from '../../../test/scenarios/junior-section';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { day } from '../../../test/factories/events';

/** The shared junior-section story against the real server (the demo backend runs the same steps). */
let t: TestContext;
const agents: Record<'parent' | 'otherParent', Agent> = {} as never;
const world: JuniorWorld = {
  ownChild: { name: 'Story Kid', dateOfBirth: '2014-04-12' },
  unclaimed: { name: 'Story Orphan', dateOfBirth: '2014-06-30' },
  eventTitle: 'Story Match',
};

beforeAll(async () => {
  t = await createTestContext();
  const admin = await t.signedIn({ isAdmin: true });
  const parent = await t.signedIn({ isParent: true });
  agents.parent = parent.agent;
  agents.otherParent = (await t.signedIn({ isParent: true })).agent;
  const [{ id: teamId }] = await t.ds.query(`INSERT INTO teams (name) VALUES ('Story Team') RETURNING id`);
  const own = await parent.agent.post('/api/children').send(world.ownChild).expect(201);
  await admin.agent.post('/api/children').send({ ...world.unclaimed, parentId: 0 }).expect(201);
  await admin.agent.post('/api/team-members').send({ teamId, childId: own.body.id }).expect(201);
  await admin.agent.post('/api/events').send({ title: world.eventTitle, type: 'match', date: day(3), startTime: '10:00', location: 'Pitch', teamId }).expect(201);
});
afterAll(() => t.close());

const send: Send = async (who, doc, variables) => {
  const res = await t.gql(agents[who], print(doc), variables as Record<string, unknown>);
  return { data: res.data as never, errors: res.errors as never };
};

describe('junior section scenario (real server)', () => {
  const memo: Record<string, string> = {};
  it.each(JUNIOR_SCENARIO.map((s) => [s.name, s] as const))('%s', async (_name, step) => {
    await step.run(send, world, memo);
  });
});
