import { print, Kind, type OperationDefinitionNode } from 'graphql';
import { JUNIOR_SCENARIO, type JuniorWorld, type Send } from '../../../../api/test/scenarios/junior-section';
import { server } from '../../../test/msw';
import { createDemoBackend, SESSION_KEY } from '../demo-backend';
import { DEMO_PARENT } from './junior';

/** The shared junior-section story against the demo backend (the real server runs the same steps). */
const OTHER_PARENT = { ...DEMO_PARENT, id: 'p2', username: 'other.parent@d-office.local', email: 'other.parent@d-office.local', fullName: 'Otto Parent' };
const world: JuniorWorld = {
  ownChild: { name: 'Maya Parent', dateOfBirth: '2014-04-12' },
  unclaimed: { name: 'Ivy Chen', dateOfBirth: '2014-06-30' },
  eventTitle: 'Giants vs Lions',
};

// One backend (one page load) for the whole story; the test setup resets handlers after each test.
let backend: ReturnType<typeof createDemoBackend>;
beforeAll(() => {
  sessionStorage.clear();
  backend = createDemoBackend();
});
beforeEach(() => server.use(...backend.handlers));

const send: Send = async (who, doc, variables) => {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(who === 'parent' ? DEMO_PARENT : OTHER_PARENT));
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const res = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: op.name?.value, query: print(doc), variables }),
  });
  return res.json();
};

describe('junior section scenario (demo backend)', () => {
  const memo: Record<string, string> = {};
  it.each(JUNIOR_SCENARIO.map((s) => [s.name, s] as const))('%s', async (_name, step) => {
    await step.run(send, world, memo);
  });
});
