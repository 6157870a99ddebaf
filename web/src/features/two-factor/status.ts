import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

// Its own file: the admin route guard (routes.tsx, in the first download) needs this document and no other.
export const TwoFactorStatusDocument = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      enabled
      required
      recoveryCodesLeft
    }
  }
`);

/** The caller's two-factor sign-in: on or off, required of them or not. */
export const useTwoFactorStatus = (skip = false) => useQuery(TwoFactorStatusDocument, { skip });
