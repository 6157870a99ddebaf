import type { AdminUsersListQuery } from '../../../gql/graphql';

type User = AdminUsersListQuery['users'][number];

export const demoUsers: User[] = [
  { __typename: 'User', id: '1', username: 'admin@example.org', email: 'admin@example.org', fullName: 'Ada Admin', isAdmin: true, isParent: false },
  { __typename: 'User', id: '2', username: 'mia', email: 'member@example.org', fullName: 'Mia Member', isAdmin: false, isParent: false },
];
