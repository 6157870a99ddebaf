import { print, Kind, type OperationDefinitionNode } from 'graphql';
import { MEMBERSHIP_SCENARIO } from '../../../../api/test/scenarios/membership';
import type { OfficeSend, OfficeWorld, Person } from '../../../../api/test/scenarios/office';
import { server } from '../../../test/msw';
import { createDemoBackend, SESSION_KEY } from '../demo-backend';
import type { UserView } from './store';

/** The shared membership story against the demo backend (the real server runs the same steps). */
let backend: ReturnType<typeof createDemoBackend>;
const people = {} as Record<Person, UserView>;
const world: OfficeWorld = { pastEventTitle: '', emails: {} as Record<Person, string>, adminPassword: 'any' };

// One backend (one page load) for the whole story; the test setup resets handlers after each test.
beforeAll(() => {
  sessionStorage.clear();
  backend = createDemoBackend();
  const s = backend.store;
  const byId = (id: string) => s.users.find((u) => u.id === id)!;
  Object.assign(people, { admin: byId('1'), member: byId('2'), other: byId('3') });
  for (const who of ['admin', 'member', 'other'] as const) world.emails[who] = people[who].email;
  // The story's members start without a membership: the demo's samples of Amelia and Ben go.
  const story = new Set(Object.values(people).map((p) => p.id));
  s.membership.memberships = s.membership.memberships.filter((m) => !story.has(m.memberId));
  s.membership.dues = s.membership.dues.filter((d) => !story.has(d.memberId));
});
beforeEach(() => server.use(...backend.handlers));

const send: OfficeSend = async (who, doc, variables) => {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(people[who]));
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const res = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: op.name?.value, query: print(doc), variables }),
  });
  return res.json();
};

describe('membership scenario (demo backend)', () => {
  const memo: Record<string, string> = {};
  it.each(MEMBERSHIP_SCENARIO.map((s) => [s.name, s] as const))('%s', async (_name, step) => {
    await step.run(send, world, memo);
  });
});
