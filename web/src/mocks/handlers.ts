import type { SessionUser } from '../lib/session';

/**
 * The two session users the demo world and the web tests share. The demo's other sample rows are in
 * mocks/demo/world/; the tests' in web/test/fixtures/, their handlers in web/test/handlers/.
 */

export const demoMember: SessionUser = {
  __typename: 'User',
  id: '2',
  username: 'member@example.org',
  email: 'member@example.org',
  fullName: 'Mia Member',
  isAdmin: false,
  isParent: false,
};

export const demoAdmin: SessionUser = {
  __typename: 'User',
  id: '1',
  username: 'admin@example.org',
  email: 'admin@example.org',
  fullName: 'Ada Admin',
  isAdmin: true,
  isParent: false,
};
