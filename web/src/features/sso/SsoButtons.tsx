import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { SsoProvidersDocument, SsoStartDocument } from './operations';
import { useAuthT } from '../auth/t';

/**
 * "Sign in with …", one button per OpenID provider the server offers (none configured: nothing at all, not even while
 * loading, so an office without single sign-on sees the page as before). A click goes to the provider's page.
 */
export default function SsoButtons() {
  const { data } = useQuery(SsoProvidersDocument);
  const [start] = useMutation(SsoStartDocument);
  const [leaving, setLeaving] = useState<string | null>(null);
  const toast = useToast();
  const { t } = useAuthT();
  const providers = data?.ssoProviders ?? [];
  if (!providers.length) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} aria-label={t('sso.section')} component="section">
      <Divider>{t('sso.or')}</Divider>
      {providers.map((p) => (
        <Button
          key={p.id}
          variant="outlined"
          size="large"
          fullWidth
          loading={leaving === p.id}
          disabled={leaving !== null && leaving !== p.id}
          onClick={async () => {
            setLeaving(p.id);
            try {
              const { data: started } = await start({ variables: { provider: p.id } });
              if (!started) throw new Error('Invalid response from server');
              window.location.assign(started.startSsoSignIn.url);
            } catch (error) {
              setLeaving(null);
              toast({ title: t('signIn.failed'), description: serverMessage(error, t('signIn.failedText')), variant: 'destructive' });
            }
          }}
        >
          {t('sso.signInWith', { provider: p.name })}
        </Button>
      ))}
    </Stack>
  );
}
