import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PASSKEYS_NOT_IN_DEMO } from '../../../../rules/passkeys';
import { passkeyNameSchema } from '../../../../validation/passkeys';
import { demoFlagSet } from '../../demo/demo-flag';
import { serverMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/QueryState';
import { PasskeyCeremonyError, registerPasskey } from './ceremonies';
import { MyPasskeysDocument, PasskeyDeleteDocument } from './operations';

type Passkey = { id: string; name: string; createdAt: string; lastUsedAt?: string | null };

const failure = (e: unknown) => (e instanceof PasskeyCeremonyError ? e.message : serverMessage(e, 'Something went wrong. Please try again.'));

/** The name field's error, by the shared schema (the server checks the same). */
function nameError(name: string): string | null {
  try {
    passkeyNameSchema.validateSync({ name });
    return null;
  } catch (e) {
    return (e as Error).message;
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
      toast({ title: 'Passkey added', description: 'You can sign in with it instead of your password.', variant: 'success' });
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
      toast({ title: 'Passkey removed', description: `"${removing.name}" no longer signs you in.` });
    } catch (e) {
      toast({ title: 'Passkeys', description: failure(e), variant: 'destructive' });
    }
    setRemoving(null);
  };

  let body;
  if (demo) body = <Alert severity="info">{PASSKEYS_NOT_IN_DEMO}: a passkey is checked by the office's server, and the demo runs without one.</Alert>;
  else if (loading && !data) body = <BlockSkeleton height={48} data-testid="passkeys-loading" />;
  else if (error || !data) body = <ErrorState message="Could not load your passkeys." onRetry={() => refetch()} />;
  else
    body = (
      <>
        {data.myPasskeys.length === 0 ? (
          <Typography variant="body2" sx={{ mb: 2 }}>
            No passkeys yet.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Your passkeys" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {data.myPasskeys.map((p) => (
              <Box component="li" key={p.id} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Added {formatDate(p.createdAt)} · {p.lastUsedAt ? `Last used ${formatDate(p.lastUsedAt)}` : 'Not used yet'}
                  </Typography>
                </Box>
                <Button color="error" onClick={() => setRemoving(p)} aria-label={`Remove passkey ${p.name}`}>
                  Remove
                </Button>
              </Box>
            ))}
          </Box>
        )}
        {naming ? (
          <Box
            component="form"
            aria-label="Add a passkey"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <TextField
              label="Passkey name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!nameProblem}
              helperText={nameProblem ?? 'For example "Work laptop" or "Phone"'}
              size="small"
              autoFocus
              fullWidth
              sx={{ maxWidth: 320, display: 'block' }}
            />
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button type="submit" variant="contained" loading={adding}>
                Continue
              </Button>
              <Button onClick={() => (setNaming(false), setNameProblem(null))}>Cancel</Button>
            </Box>
          </Box>
        ) : (
          <Button variant="contained" onClick={() => setNaming(true)}>
            Add a passkey
          </Button>
        )}
        <ConfirmDialog
          open={!!removing}
          title="Remove passkey?"
          message={`"${removing?.name ?? ''}" will no longer sign you in. You can add it again later.`}
          confirmLabel="Remove"
          pending={removal.loading}
          onConfirm={() => void confirmRemove()}
          onClose={() => setRemoving(null)}
        />
      </>
    );

  return (
    <Paper variant="outlined" component="section" id="passkeys" aria-labelledby="passkeys-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="passkeys-title" variant="h6" component="h3" sx={{ fontWeight: 600 }}>
        Passkeys
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Sign in with your fingerprint, face or screen lock instead of your password.
      </Typography>
      {body}
    </Paper>
  );
}
