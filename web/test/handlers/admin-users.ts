import { graphql, HttpResponse } from 'msw';
import type { AdminUsersListQuery } from '../../src/gql/graphql';
import { AdminUsersListDocument } from '../../src/features/admin/users/operations';
import { demoUsers } from '../fixtures/admin-users';

type User = AdminUsersListQuery['users'][number];

/** The users list answering with `users` (a live array: tests may push to it). */
export const usersListHandler = (users: User[] = demoUsers) =>
  graphql.query(AdminUsersListDocument, () => HttpResponse.json({ data: { __typename: 'Query', users } }));
