import { DeleteMyAccountDocument } from '../../gql/graphql';
import { DemoError, mutation, requireUser, type DemoContext } from './respond';

/**
 * Deleting one's account in mock mode: the demo takes any password but an empty one (as it signs
 * in with any password), removes the user from the demo's people and signs out.
 */
export function accountHandlers(ctx: DemoContext) {
  return [
    mutation(DeleteMyAccountDocument)(({ password }) => {
      const user = requireUser(ctx);
      if (!password) throw new DemoError('BAD_USER_INPUT', 'Please enter your password', 'password');
      ctx.store.users = ctx.store.users.filter((u) => u.id !== user.id);
      ctx.session.signOut();
      return { __typename: 'Mutation', deleteMyAccount: true };
    }),
  ];
}
