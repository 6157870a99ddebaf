import type { SessionUser } from '../lib/session';
import { DEMO_ADMIN, DEMO_MEMBERS, DEMO_PARENT } from '../../../sample/people';

/**
 * The demo world's people as session users (sample/people.ts: the seed's people, so the demo and `npm run seed:demo`
 * show the same office), shared by the demo backend and the web tests. Ids: the admin 1, the members from 2 in the
 * sample's order, the parent p1.
 */

const user = (id: string, p: { email: string; fullName: string }, roles: Partial<Pick<SessionUser, 'isAdmin' | 'isParent'>> = {}): SessionUser => ({
  __typename: 'User',
  id,
  username: p.email,
  email: p.email,
  fullName: p.fullName,
  isAdmin: false,
  isParent: false,
  language: null,
  ...roles,
});

export const demoAdmin: SessionUser = user('1', DEMO_ADMIN, { isAdmin: true });

/** Every sample member, in the sample's order. */
export const demoMembers: SessionUser[] = DEMO_MEMBERS.map((m, i) => user(String(i + 2), m));

/** The sample member (the seed's treasurer, whose booking, RSVPs and waiting place the sample tells of). */
export const demoMember: SessionUser = demoMembers[0]!;

/** The junior section's sample parent: demo mode's account. */
export const demoParent: SessionUser = user('p1', DEMO_PARENT, { isParent: true });

/** A sample's member key (sample/people.ts; 'parent' for the parent) → the demo's user id. */
export function demoUserIdOf(key: string): string {
  if (key === 'parent') return demoParent.id;
  const i = DEMO_MEMBERS.findIndex((m) => m.key === key);
  if (i < 0) throw new Error(`the sample names an unknown member: ${key}`);
  return demoMembers[i]!.id;
}
