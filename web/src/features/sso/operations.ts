import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { useSetSessionUser } from '../auth/operations';

export const SsoProvidersDocument = graphql(`
  query SsoProviders {
    ssoProviders {
      id
      name
    }
  }
`);

export const SsoStartDocument = graphql(`
  mutation SsoStart($provider: ID!) {
    startSsoSignIn(provider: $provider) {
      url
    }
  }
`);

export const SsoFinishDocument = graphql(`
  mutation SsoFinish($provider: ID!, $callbackQuery: String!) {
    finishSsoSignIn(provider: $provider, callbackQuery: $callbackQuery) {
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

/** Finishes a single sign-on with the provider's answer; puts the user in the session or throws the server's error. */
export function useFinishSso() {
  const [mutate] = useMutation(SsoFinishDocument);
  const setUser = useSetSessionUser();
  return useCallback(
    async (provider: string, callbackQuery: string) => {
      const { data } = await mutate({ variables: { provider, callbackQuery } });
      if (!data) throw new Error('Invalid response from server');
      setUser(data.finishSsoSignIn);
      return data.finishSsoSignIn;
    },
    [mutate, setUser],
  );
}
