import { graphql, HttpResponse } from 'msw';
import type { AdminUsersListQuery } from '../../../gql/graphql';
import { AdminUsersListDocument } from './operations';

type User = AdminUsersListQuery['users'][number];

export const demoUsers: User[] = [
  { __typename: 'User', id: '1', username: 'admin@example.org', email: 'admin@example.org', fullName: 'Ada Admin', isAdmin: true },
  { __typename: 'User', id: '2', username: 'mia', email: 'member@example.org', fullName: 'Mia Member', isAdmin: false },
];

/** The users list answering with `users` (a live array: tests may push to it). */
export const usersListHandler = (users: User[] = demoUsers) =>
  graphql.query(AdminUsersListDocument, () => HttpResponse.json({ data: { __typename: 'Query', users } }));
