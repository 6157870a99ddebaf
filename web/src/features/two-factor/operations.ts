import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { TwoFactorStatusDocument } from './status';

export { TwoFactorStatusDocument, useTwoFactorStatus } from './status';

export const TwoFactorStartDocument = graphql(`
  mutation TwoFactorStart {
    startTwoFactorEnrolment {
      secret
      otpauthUrl
      qrCodeDataUrl
    }
  }
`);

export const TwoFactorConfirmDocument = graphql(`
  mutation TwoFactorConfirm($code: String!) {
    confirmTwoFactorEnrolment(code: $code) {
      codes
    }
  }
`);

export const TwoFactorDisableDocument = graphql(`
  mutation TwoFactorDisable($code: String!) {
    disableTwoFactor(code: $code) {
      enabled
      required
      recoveryCodesLeft
    }
  }
`);

export const TwoFactorLoginDocument = graphql(`
  mutation TwoFactorLogin($challenge: String!, $code: String!) {
    loginWithTwoFactor(challenge: $challenge, code: $code) {
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

export const AdminOfficeSecurityDocument = graphql(`
  query AdminOfficeSecurity {
    officeSecurity {
      adminsRequireTwoFactor
      ssoCreatesAccounts
    }
  }
`);

export const AdminSetOfficeSecurityDocument = graphql(`
  mutation AdminSetOfficeSecurity($required: Boolean!) {
    setAdminsRequireTwoFactor(required: $required) {
      adminsRequireTwoFactor
      ssoCreatesAccounts
    }
  }
`);

export const AdminSetSsoCreatesAccountsDocument = graphql(`
  mutation AdminSetSsoCreatesAccounts($allowed: Boolean!) {
    setSsoCreatesAccounts(allowed: $allowed) {
      adminsRequireTwoFactor
      ssoCreatesAccounts
    }
  }
`);

/** Setting up, confirming and turning off; each refreshes the status. */
export function useTwoFactorActions() {
  const refetchQueries = [TwoFactorStatusDocument];
  const [start, started] = useMutation(TwoFactorStartDocument);
  const [confirm, confirmed] = useMutation(TwoFactorConfirmDocument, { refetchQueries, awaitRefetchQueries: true });
  const [disable, disabled] = useMutation(TwoFactorDisableDocument, { refetchQueries, awaitRefetchQueries: true });
  return { start, confirm, disable, loading: started.loading || confirmed.loading || disabled.loading };
}
