import { graphql } from '../../gql';

/*
 * Passkeys (issue 38). Apart from the sign-in screen's button, which only imports this folder's ceremonies.ts when
 * pressed, everything here loads with the profile's passkey section.
 */

export const MyPasskeysDocument = graphql(`
  query MyPasskeys {
    myPasskeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const PasskeyStartRegistrationDocument = graphql(`
  mutation PasskeyStartRegistration {
    startPasskeyRegistration {
      optionsJSON
    }
  }
`);

export const PasskeyFinishRegistrationDocument = graphql(`
  mutation PasskeyFinishRegistration($name: String!, $response: String!) {
    finishPasskeyRegistration(name: $name, response: $response) {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const PasskeyDeleteDocument = graphql(`
  mutation PasskeyDelete($id: ID!) {
    deletePasskey(id: $id)
  }
`);

export const PasskeyStartSignInDocument = graphql(`
  mutation PasskeyStartSignIn {
    startPasskeySignIn {
      optionsJSON
    }
  }
`);

export const PasskeySignInDocument = graphql(`
  mutation PasskeySignIn($response: String!) {
    signInWithPasskey(response: $response) {
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
