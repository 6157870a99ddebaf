import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { passkeyNameSchema } from '../../../../validation/passkeys';
import { demoFlagSet } from '../../demo/demo-flag';
import { serverMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/QueryState';
import { PASSKEY_ALREADY_HERE, PasskeyCeremonyError, registerPasskey } from './ceremonies';
import { fieldErrorText } from '../../i18n/field-error';
import { useAccountT } from '../account/t';
import { MyPasskeysDocument, PasskeyDeleteDocument } from './operations';

type Passkey = { id: string; name: string; createdAt: string; lastUsedAt?: string | null };


/** The name field's error, by the shared schema (the server checks the same). */
function nameError(name: string): string | null {
  try {
    passkeyNameSchema.validateSync({ name });
    return null;
  } catch (e) {
    return fieldErrorText((e as Error).message);
  }
}

/**
 * Profile: the member's passkeys (issue 38) — each with its name, when it was added and last used, and Remove; "Add a
 * passkey" names one and asks the browser to make it. In the demo there is no server to check a passkey, so the
 * section says so instead.
 */
export default function PasskeysCard() {
  const demo = demoFlagSet();
  const { data, loading, error, refetch } = useQuery(MyPasskeysDocument, { skip: demo });
  const client = useApolloClient();
  const toast = useToast();
  const { t } = useAccountT();
  // The browser's refusals (rules/ messages, translated like a field's) and the server's (already in the language).
  const failure = (e: unknown) =>
    e instanceof PasskeyCeremonyError ? (e.message === PASSKEY_ALREADY_HERE ? t('passkeys.alreadyHere') : fieldErrorText(e.message)) : serverMessage(e, t('tryAgain'));
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [remove, removal] = useMutation(PasskeyDeleteDocument, { refetchQueries: [MyPasskeysDocument], awaitRefetchQueries: true });

  const add = async () => {
    const problem = nameError(name);
    setNameProblem(problem);
    if (problem) return;
    setAdding(true);
    try {
      await registerPasskey(client, name.trim());
      await refetch();
      setNaming(false);
      setName('');
      toast({ title: t('passkeys.added'), description: t('passkeys.addedText'), variant: 'success' });
    } catch (e) {
      setNameProblem(failure(e));
    } finally {
      setAdding(false);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { id: removing.id } });
      toast({ title: t('passkeys.removed'), description: t('passkeys.removedText', { name: removing.name }) });
    } catch (e) {
      toast({ title: t('passkeys.toastTitle'), description: failure(e), variant: 'destructive' });
    }
    setRemoving(null);
  };

  let body;
  if (demo) body = <Alert severity="info">{t('passkeys.notInDemo')}</Alert>;
  else if (loading && !data) body = <BlockSkeleton height={48} data-testid="passkeys-loading" />;
  else if (error || !data) body = <ErrorState message={t('passkeys.loadError')} onRetry={() => refetch()} />;
  else
    body = (
      <>
        {data.myPasskeys.length === 0 ? (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('passkeys.none')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t('passkeys.list')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {data.myPasskeys.map((p) => (
              <Box component="li" key={p.id} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {p.lastUsedAt ? t('passkeys.used', { added: formatDate(p.createdAt), used: formatDate(p.lastUsedAt) }) : t('passkeys.notUsed', { added: formatDate(p.createdAt) })}
                  </Typography>
                </Box>
                <Button color="error" onClick={() => setRemoving(p)} aria-label={t('passkeys.removeOne', { name: p.name })}>
                  {t('remove')}
                </Button>
              </Box>
            ))}
          </Box>
        )}
        {naming ? (
          <Box
            component="form"
            aria-label={t('passkeys.add')}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <TextField
              label={t('passkeys.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!nameProblem}
              helperText={nameProblem ?? t('passkeys.nameHelp')}
              size="small"
              autoFocus
              fullWidth
              sx={{ maxWidth: 320, display: 'block' }}
            />
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button type="submit" variant="contained" loading={adding}>
                {t('passkeys.continue')}
              </Button>
              <Button onClick={() => (setNaming(false), setNameProblem(null))}>{t('cancel')}</Button>
            </Box>
          </Box>
        ) : (
          <Button variant="contained" onClick={() => setNaming(true)}>
            {t('passkeys.add')}
          </Button>
        )}
        <ConfirmDialog
          open={!!removing}
          title={t('passkeys.confirmTitle')}
          message={t('passkeys.confirmText', { name: removing?.name ?? '' })}
          confirmLabel={t('remove')}
          pending={removal.loading}
          onConfirm={() => void confirmRemove()}
          onClose={() => setRemoving(null)}
        />
      </>
    );

  return (
    <Paper variant="outlined" component="section" id="passkeys" aria-labelledby="passkeys-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="passkeys-title" variant="h6" component="h3" sx={{ fontWeight: 600 }}>
        {t('passkeys.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('passkeys.text')}
      </Typography>
      {body}
    </Paper>
  );
}
