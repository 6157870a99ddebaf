import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { ErrorState } from '../../ui/QueryState';
import { useAccountT } from '../account/t';
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
  const { t } = useAccountT();
  const on = data?.officeSecurity.adminsRequireTwoFactor;
  const creates = data?.officeSecurity.ssoCreatesAccounts;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="office-security-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="office-security-title" variant="h6" component="h3" sx={{ fontWeight: 600 }}>
        {t('officeSecurity.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('officeSecurity.text')}
      </Typography>
      {loading && on === undefined ? (
        <BlockSkeleton height={38} />
      ) : error || on === undefined ? (
        <ErrorState message={t('officeSecurity.loadError')} onRetry={() => refetch()} />
      ) : (
        <FormControlLabel
          label={t('officeSecurity.require')}
          control={
            <Switch
              checked={on}
              disabled={saving}
              onChange={async (_e, required) => {
                try {
                  await save({ variables: { required } });
                  toast({ title: t('officeSecurity.saved'), description: required ? t('officeSecurity.required') : t('officeSecurity.optional') });
                } catch (err) {
                  toast({ title: t('officeSecurity.notSaved'), description: serverMessage(err, t('tryAgain')), variant: 'destructive' });
                }
              }}
            />
          }
        />
      )}
      {creates !== undefined && (
        <>
          <FormControlLabel
            label={t('officeSecurity.ssoCreates')}
            control={
              <Switch
                checked={creates}
                disabled={savingSso}
                onChange={async (_e, allowed) => {
                  try {
                    await saveSso({ variables: { allowed } });
                    toast({
                      title: t('officeSecurity.saved'),
                      description: allowed ? t('officeSecurity.ssoCreatesOn') : t('officeSecurity.ssoCreatesOff'),
                    });
                  } catch (err) {
                    toast({ title: t('officeSecurity.notSaved'), description: serverMessage(err, t('tryAgain')), variant: 'destructive' });
                  }
                }}
              />
            }
          />
          <Typography variant="body2" color="text.secondary">
            {t('officeSecurity.ssoOffText')}
          </Typography>
        </>
      )}
    </Paper>
  );
}
