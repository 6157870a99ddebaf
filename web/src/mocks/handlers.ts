import type { SessionUser } from '../lib/session';

/**
 * MSW handlers typed by the generated documents. Front-end work and web tests use these;
 * each feature adds its own in features/<feature>/mocks.ts.
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
