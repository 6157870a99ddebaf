import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../../../rules/two-factor';
import { CODE_REQUIRED, twoFactorCodeSchema } from '../../../../validation/two-factor';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { ErrorState } from '../../ui/QueryState';
import { useTwoFactorActions, useTwoFactorStatus } from './operations';

type Enrolment = { secret: string; qrCodeDataUrl: string };

const validCode = (code: string) => twoFactorCodeSchema.isValidSync({ code });

/**
 * Profile: two-factor sign-in. Off: set it up (QR code, or the secret typed in; a first code confirms; ten recovery
 * codes shown once). On: how many recovery codes are left, and turning it off with a code (not while the office
 * requires it of an admin).
 */
export function TwoFactorCard() {
  const { data, loading, error, refetch } = useTwoFactorStatus();
  const { start, confirm, disable, loading: busy } = useTwoFactorActions();
  const toast = useToast();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const status = data?.twoFactorStatus;

  const withCode = async (action: (code: string) => Promise<void>) => {
    if (!validCode(code)) return setCodeError(CODE_REQUIRED);
    try {
      await action(code.trim());
      setCode('');
      setCodeError(null);
    } catch (e) {
      setCodeError(serverMessage(e, 'Something went wrong. Please try again.'));
    }
  };

  const begin = async () => {
    try {
      const { data: started } = await start();
      if (started) setEnrolment(started.startTwoFactorEnrolment);
    } catch (e) {
      toast({ title: 'Two-factor', description: serverMessage(e, 'Something went wrong. Please try again.'), variant: 'destructive' });
    }
  };

  const codeField = (label: string) => (
    <TextField
      label={label}
      value={code}
      onChange={(e) => setCode(e.target.value)}
      error={!!codeError}
      helperText={codeError ?? ' '}
      autoComplete="one-time-code"
      size="small"
      sx={{ mt: 2, maxWidth: 280 }}
      fullWidth
    />
  );

  let body;
  if (loading && !status) body = <BlockSkeleton height={48} data-testid="two-factor-loading" />;
  else if (error || !status) body = <ErrorState message="Could not load your two-factor settings." onRetry={() => refetch()} />;
  else if (codes)
    body = (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          Two-factor authentication is on. Save these recovery codes now: each signs you in once if you lose your phone, and
          they will not be shown again.
        </Alert>
        <Box component="ul" aria-label="Recovery codes" sx={{ fontFamily: 'monospace', columns: 2, pl: 3, my: 1 }}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={() => setCodes(null)}>
          I have saved them
        </Button>
      </>
    );
  else if (enrolment)
    body = (
      <Box
        component="form"
        aria-label="Confirm two-factor"
        onSubmit={(e) => {
          e.preventDefault();
          void withCode(async (c) => {
            const { data: done } = await confirm({ variables: { code: c } });
            setEnrolment(null);
            setCodes(done?.confirmTwoFactorEnrolment.codes ?? []);
          });
        }}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          Scan this QR code with your authenticator app (or type the key below into it), then enter the 6-digit code it shows.
        </Typography>
        <Box component="img" src={enrolment.qrCodeDataUrl} alt="QR code for your authenticator app" sx={{ width: 200, height: 200, display: 'block' }} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Key: <Box component="code" data-testid="two-factor-secret">{enrolment.secret}</Box>
        </Typography>
        {codeField('Code from the app')}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" loading={busy}>
            Turn on
          </Button>
          <Button onClick={() => setEnrolment(null)}>Cancel</Button>
        </Box>
      </Box>
    );
  else if (status.enabled)
    body = (
      <>
        <Typography variant="body2" sx={{ mb: 1 }}>
          On: sign-in asks for a code from your authenticator app. {status.recoveryCodesLeft} recovery codes left.
        </Typography>
        {status.required ? (
          <Typography variant="body2" color="text.secondary">
            Required for admins in this office.
          </Typography>
        ) : turningOff ? (
          <Box
            component="form"
            aria-label="Turn off two-factor"
            onSubmit={(e) => {
              e.preventDefault();
              void withCode(async (c) => {
                await disable({ variables: { code: c } });
                setTurningOff(false);
                toast({ title: 'Two-factor turned off', description: 'Sign-in asks for your password only.' });
              });
            }}
          >
            {codeField('Current code or a recovery code')}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button type="submit" variant="outlined" color="error" loading={busy}>
                Turn off
              </Button>
              <Button onClick={() => setTurningOff(false)}>Cancel</Button>
            </Box>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setTurningOff(true)}>
              Turn off two-factor
            </Button>
            <Button onClick={() => void begin()}>Use a new phone</Button>
          </Box>
        )}
      </>
    );
  else
    body = (
      <>
        {status.required && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {TWO_FACTOR_SETUP_REQUIRED}.
          </Alert>
        )}
        <Typography variant="body2" sx={{ mb: 2 }}>
          Off: sign-in asks for your password only.
        </Typography>
        <Button variant="contained" onClick={() => void begin()} loading={busy}>
          Set up two-factor
        </Button>
      </>
    );

  return (
    <Paper variant="outlined" component="section" id="two-factor" aria-labelledby="two-factor-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="two-factor-title" variant="h6" component="h3" sx={{ fontWeight: 600 }}>
        Two-factor authentication
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A code from an authenticator app on your phone after your password.
      </Typography>
      {body}
    </Paper>
  );
}
