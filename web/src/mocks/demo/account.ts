import { DeleteMyAccountDocument } from '../../gql/graphql';
import { lastAdminRefusal } from '../../../../rules/users';
import { deleteAccountSchema } from '../../../../validation/users';
import { mutation, refuse, requireUser, validSync, type DemoContext } from './respond';

/**
 * Deleting one's account in mock mode: the demo takes any password but an empty one (as it signs in with any
 * password), keeps the office's last admin (rules/users.ts), removes the user from the demo's people and signs out.
 */
export function accountHandlers(ctx: DemoContext) {
  return [
    mutation(DeleteMyAccountDocument)(({ password }) => {
      const user = requireUser(ctx);
      validSync(deleteAccountSchema, { password });
      refuse(lastAdminRefusal(user, 'leave', ctx.store.users.filter((u) => u.isAdmin).length));
      ctx.store.users = ctx.store.users.filter((u) => u.id !== user.id);
      ctx.session.signOut();
      return { __typename: 'Mutation', deleteMyAccount: true };
    }),
  ];
}
