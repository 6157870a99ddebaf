import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { ErrorState } from '../../ui/QueryState';
import { AdminOfficeSecurityDocument, AdminSetOfficeSecurityDocument, AdminSetSsoCreatesAccountsDocument, TwoFactorStatusDocument } from './operations';

/** Manage Users: the office's sign-in security, for admins: whether every admin must use two-factor, and whether single sign-on creates accounts. */
export function OfficeSecurityCard() {
  const { data, loading, error, refetch } = useQuery(AdminOfficeSecurityDocument);
  const [save, { loading: saving }] = useMutation(AdminSetOfficeSecurityDocument, {
    // OfficeSecurity has no id to merge by: the answer is written where the query reads it.
    update: (cache, { data: saved }) => {
      if (saved) cache.writeQuery({ query: AdminOfficeSecurityDocument, data: { __typename: 'Query', officeSecurity: saved.setAdminsRequireTwoFactor } });
    },
    refetchQueries: [TwoFactorStatusDocument],
  });
  const [saveSso, { loading: savingSso }] = useMutation(AdminSetSsoCreatesAccountsDocument, {
    update: (cache, { data: saved }) => {
      if (saved) cache.writeQuery({ query: AdminOfficeSecurityDocument, data: { __typename: 'Query', officeSecurity: saved.setSsoCreatesAccounts } });
    },
  });
  const toast = useToast();
  const on = data?.officeSecurity.adminsRequireTwoFactor;
  const creates = data?.officeSecurity.ssoCreatesAccounts;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="office-security-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="office-security-title" variant="h6" component="h3" sx={{ fontWeight: 600 }}>
        Sign-in security
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Admins hold members&apos; money and data. With this on, an admin must sign in with a code from an authenticator app,
        and an admin without one reaches no admin screen until they set it up on their profile.
      </Typography>
      {loading && on === undefined ? (
        <BlockSkeleton height={38} />
      ) : error || on === undefined ? (
        <ErrorState message="Could not load the sign-in settings." onRetry={() => refetch()} />
      ) : (
        <FormControlLabel
          label="Require two-factor authentication for admins"
          control={
            <Switch
              checked={on}
              disabled={saving}
              onChange={async (_e, required) => {
                try {
                  await save({ variables: { required } });
                  toast({ title: 'Sign-in security saved', description: required ? 'Admins must use two-factor authentication.' : 'Two-factor is optional for admins.' });
                } catch (err) {
                  toast({ title: 'Not saved', description: serverMessage(err, 'Something went wrong. Please try again.'), variant: 'destructive' });
                }
              }}
            />
          }
        />
      )}
      {creates !== undefined && (
        <>
          <FormControlLabel
            label="Create accounts on first single sign-on"
            control={
              <Switch
                checked={creates}
                disabled={savingSso}
                onChange={async (_e, allowed) => {
                  try {
                    await saveSso({ variables: { allowed } });
                    toast({
                      title: 'Sign-in security saved',
                      description: allowed ? 'A first single sign-on with a verified email creates a member account.' : 'Single sign-on only signs in existing accounts.',
                    });
                  } catch (err) {
                    toast({ title: 'Not saved', description: serverMessage(err, 'Something went wrong. Please try again.'), variant: 'destructive' });
                  }
                }}
              />
            }
          />
          <Typography variant="body2" color="text.secondary">
            Off: someone signing in with your organisation&apos;s account needs a D.Office account with the same verified email first.
          </Typography>
        </>
      )}
    </Paper>
  );
}
