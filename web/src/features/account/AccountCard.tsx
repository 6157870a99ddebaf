import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { useLogout } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { FormDialog } from '../../ui/FormDialog';
import { MY_DATA_URL, useDeleteMyAccount } from './operations';
import { useAccountT } from './t';

/** Profile: download everything the office holds about me, or delete my account (with my password). */
export function AccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useDeleteMyAccount();
  const signOut = useLogout();
  const toast = useToast();
  const { t } = useAccountT();

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };

  const submit = async () => {
    if (!password) {
      setError(t('data.passwordMissing'));
      return;
    }
    try {
      await remove({ variables: { password } });
    } catch (e) {
      const first = CombinedGraphQLErrors.is(e) ? e.errors[0] : undefined;
      setError(first?.extensions?.code === 'BAD_USER_INPUT' || first?.extensions?.code === 'CONFLICT' ? first.message : t('tryAgain'));
      return;
    }
    close();
    await signOut();
    toast({ title: t('data.deleted'), description: t('data.deletedText') });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="account-data-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="account-data-title" variant="h6" component="h3" sx={{ fontWeight: 600 }}>
        {t('data.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('data.text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={MY_DATA_URL} download>
          {t('data.download')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
          {t('data.delete')}
        </Button>
      </Box>
      <FormDialog
        open={open}
        title={t('data.confirmTitle')}
        description={t('data.confirmText')}
        submitLabel={t('data.delete')}
        pendingLabel={t('data.deleting')}
        pending={loading}
        onSubmit={(e) => {
          e?.preventDefault();
          void submit();
        }}
        onClose={close}
      >
        <TextField
          label={t('data.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!error}
          helperText={error ?? t('data.passwordHelp')}
          fullWidth
          autoFocus
        />
      </FormDialog>
    </Paper>
  );
}
