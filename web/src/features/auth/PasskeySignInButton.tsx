import Button from '@mui/material/Button';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { demoFlagSet } from '../../demo/demo-flag';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { fieldErrorText } from '../../i18n/field-error';
import { PASSKEY_CANCELLED } from '../../../../rules/passkeys';
import { useSetSessionUser } from './operations';
import { useAuthT } from './t';

const ceremonies = () => import('../passkeys/ceremonies');

/**
 * Whether to listen for a passkey picked from the username field's autofill: a browser with WebAuthn, a site on a
 * domain name (WebAuthn refuses IP addresses), and not the demo (it has no passkeys).
 */
function autofillPossible(): boolean {
  if (typeof window === 'undefined' || !window.PublicKeyCredential?.isConditionalMediationAvailable) return false;
  return !demoFlagSet() && !/^[\d.]+$|^\[/.test(window.location.hostname);
}

/**
 * /auth: "Sign in with a passkey", and the same offered in the username field's suggestions where the browser can
 * (conditional mediation). The ceremony's code (@simplewebauthn/browser) loads only when one starts.
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const client = useApolloClient();
  const setUser = useSetSessionUser();
  const toast = useToast();
  const { t } = useAuthT();
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const run = async (autofill: boolean) => {
    started.current = true;
    const m = await ceremonies();
    try {
      setUser(await m.signInWithPasskey(client, autofill));
    } catch (error) {
      const message = error instanceof m.PasskeyCeremonyError ? fieldErrorText(error.message) : serverMessage(error, t('signIn.failedText'));
      // A waiting autofill request ends quietly when the person signs in another way (or presses the button).
      if (!(autofill && error instanceof m.PasskeyCeremonyError && error.message === PASSKEY_CANCELLED)) toast({ title: t('signIn.failed'), description: message, variant: 'destructive' });
      return;
    }
    onSignedIn();
  };

  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    let live = true;
    if (autofillPossible()) {
      void window.PublicKeyCredential.isConditionalMediationAvailable().then((available) => {
        if (available && live) void runRef.current(true);
      });
    }
    return () => {
      live = false;
      if (started.current) void ceremonies().then((m) => m.cancelPasskeyRequest());
    };
  }, []);

  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      loading={busy}
      sx={{ mt: 1.5 }}
      onClick={() => {
        setBusy(true);
        void run(false).finally(() => setBusy(false));
      }}
    >
      {t('signIn.passkey')}
    </Button>
  );
}

