import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { RegisterInput } from '../../gql/graphql';
import { MeDocument, type SessionUser } from '../../lib/session';
import { TwoFactorLoginDocument } from '../two-factor/operations';

export const AuthLoginDocument = graphql(`
  mutation AuthLogin($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      id
      username
      email
      fullName
      isAdmin
      isParent
      language
    }
  }
`);

export const AuthRegisterDocument = graphql(`
  mutation AuthRegister($input: RegisterInput!) {
    register(input: $input) {
      id
      username
      email
      fullName
      isAdmin
      isParent
      language
    }
  }
`);

export const AuthForgotPasswordDocument = graphql(`
  mutation AuthForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);

export const AuthResetPasswordDocument = graphql(`
  mutation AuthResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      message
    }
  }
`);

/**
 * Spec §4: the session turns "signed in" when the current-user cache is set. Writing the
 * returned user into the Me query makes the guards (and the shell) react at once, without a refetch.
 */
export function useSetSessionUser() {
  const client = useApolloClient();
  return useCallback(
    (user: SessionUser) =>
      client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: user } }),
    [client],
  );
}

/** Signs in; resolves with the user (and puts it in the session) or throws the server's error. */
export function useLogin() {
  const [mutate, { loading }] = useMutation(AuthLoginDocument);
  const setUser = useSetSessionUser();
  const login = useCallback(
    async (username: string, password: string) => {
      const { data } = await mutate({ variables: { username, password } });
      if (!data) throw new Error('Invalid response from server');
      setUser(data.login);
      return data.login;
    },
    [mutate, setUser],
  );
  return { login, loading };
}

/** Sign-in's second step (two-factor): the challenge from the password step and a code; puts the user in the session. */
export function useLoginWithTwoFactor() {
  const [mutate] = useMutation(TwoFactorLoginDocument);
  const setUser = useSetSessionUser();
  return useCallback(
    async (challenge: string, code: string) => {
      const { data } = await mutate({ variables: { challenge, code } });
      if (!data) throw new Error('Invalid response from server');
      setUser(data.loginWithTwoFactor);
      return data.loginWithTwoFactor;
    },
    [mutate, setUser],
  );
}

/** Creates the account and signs in; the confirmation field never leaves the browser. */
export function useRegister() {
  const [mutate, { loading }] = useMutation(AuthRegisterDocument);
  const setUser = useSetSessionUser();
  const register = useCallback(
    async (input: RegisterInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Invalid response from server');
      setUser(data.register);
      return data.register;
    },
    [mutate, setUser],
  );
  return { register, loading };
}

export function useForgotPassword() {
  const [mutate, { loading }] = useMutation(AuthForgotPasswordDocument);
  const forgotPassword = useCallback(
    async (email: string) => (await mutate({ variables: { email } })).data?.forgotPassword.message ?? '',
    [mutate],
  );
  return { forgotPassword, loading };
}

export function useResetPassword() {
  const [mutate, { loading }] = useMutation(AuthResetPasswordDocument);
  const resetPassword = useCallback(
    async (token: string, newPassword: string) =>
      (await mutate({ variables: { token, newPassword } })).data?.resetPassword.message ?? '',
    [mutate],
  );
  return { resetPassword, loading };
}
