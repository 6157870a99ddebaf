import type { AdminUsersListQuery } from '../../../gql/graphql';

/** The demo world's people besides the session users (demo/store.ts adds the booking members too). */
export const demoUsers: AdminUsersListQuery['users'] = [
  { __typename: 'User', id: '1', username: 'admin@example.org', email: 'admin@example.org', fullName: 'Ada Admin', isAdmin: true, isParent: false },
  { __typename: 'User', id: '2', username: 'mia', email: 'member@example.org', fullName: 'Mia Member', isAdmin: false, isParent: false },
];
