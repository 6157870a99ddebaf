import { graphql, HttpResponse } from 'msw';
import { MeDocument, type SessionUser } from '../../src/lib/session';

/** The session query: signed in as `user`, or signed out when null. */
export const sessionAs = (user: SessionUser | null) =>
  graphql.query(MeDocument, () => HttpResponse.json({ data: { __typename: 'Query', me: user } }));
