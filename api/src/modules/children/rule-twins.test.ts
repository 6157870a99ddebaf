import { createTestContext, type TestContext } from '../../../test/harness';
import { childIdentity, claimRefusal } from '../../../../rules/junior';
import { ChildrenRepository } from './children.repository';

/** rules/junior.ts's child rules beside their PostgreSQL twins, fed the same cases. */
let t: TestContext;
let repo: ChildrenRepository;
beforeAll(async () => {
  t = await createTestContext();
  repo = new ChildrenRepository(t.ds);
});
afterAll(() => t.close());

describe('childIdentity ↔ the unique index children_identity_key', () => {
  const cases: [string, string, string, string][] = [
    ['Mia Stone', '2014-01-01', 'Mia Stone', '2014-01-01'],
    ['Mia Stone', '2014-01-01', '  mia STONE ', '2014-01-01'],
    ['Mia Stone', '2014-01-01', 'Mia Stone', '2014-01-02'],
    ['Mia Stone', '2014-01-01', 'Mia  Stone', '2014-01-01'],
    ['Émile Roux', '2015-05-05', 'émile roux', '2015-05-05'],
  ];
  it.each(cases)('%s (%s) beside %s (%s)', async (a, aDob, b, bDob) => {
    const tag = Math.random().toString(36).slice(2, 7);
    await repo.insertIfNew({ name: `${a} ${tag}`, dateOfBirth: aDob, parentId: null, ageGroup: null });
    const second = await repo.insertIfNew({ name: `${b} ${tag}`, dateOfBirth: bDob, parentId: null, ageGroup: null });
    expect(childIdentity(`${a} ${tag}`, aDob) === childIdentity(`${b} ${tag}`, bDob)).toBe(second === null);
  });
});

describe('claimRefusal ↔ the claim’s conditional UPDATE', () => {
  it.each([
    ['unclaimed', null, true],
    ['the caller’s own', 'caller', true],
    ['another parent’s', 'other', false],
  ] as const)('a child that is %s', async (_name, owner, allowed) => {
    const [caller, other] = [(await t.createUser({ isParent: true })).id, (await t.createUser({ isParent: true })).id];
    const parentId = owner === 'caller' ? caller : owner === 'other' ? other : null;
    const child = (await repo.insertIfNew({ name: `Claim ${Math.random()}`, dateOfBirth: '2014-02-02', parentId, ageGroup: null }))!;
    const claimed = (await repo.claim(child.id, caller)) || (await repo.findById(child.id))!.parentId === caller;
    expect(claimRefusal(child, caller) === null).toBe(allowed);
    expect(claimed).toBe(allowed);
  });
});
