import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CODE_REQUIRED, twoFactorCodeSchema } from '../../../../validation/two-factor';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { ErrorState } from '../../ui/QueryState';
import { useTwoFactorActions, useTwoFactorStatus } from './operations';
import { fieldErrorText } from '../../i18n/field-error';
import { useAccountT } from '../account/t';

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
  const { t } = useAccountT();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const status = data?.twoFactorStatus;

  const withCode = async (action: (code: string) => Promise<void>) => {
    if (!validCode(code)) return setCodeError(fieldErrorText(CODE_REQUIRED));
    try {
      await action(code.trim());
      setCode('');
      setCodeError(null);
    } catch (e) {
      setCodeError(serverMessage(e, t('tryAgain')));
    }
  };

  const begin = async () => {
    try {
      const { data: started } = await start();
      if (started) setEnrolment(started.startTwoFactorEnrolment);
    } catch (e) {
      toast({ title: t('twoFactor.toastTitle'), description: serverMessage(e, t('tryAgain')), variant: 'destructive' });
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
  else if (error || !status) body = <ErrorState message={t('twoFactor.loadError')} onRetry={() => refetch()} />;
  else if (codes)
    body = (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('twoFactor.codesSaved')}
        </Alert>
        <Box component="ul" aria-label={t('twoFactor.codesList')} sx={{ fontFamily: 'monospace', columns: 2, pl: 3, my: 1 }}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={() => setCodes(null)}>
          {t('twoFactor.savedThem')}
        </Button>
      </>
    );
  else if (enrolment)
    body = (
      <Box
        component="form"
        aria-label={t('twoFactor.confirmForm')}
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
          {t('twoFactor.scan')}
        </Typography>
        <Box component="img" src={enrolment.qrCodeDataUrl} alt={t('twoFactor.qr')} sx={{ width: 200, height: 200, display: 'block' }} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('twoFactor.key')} <Box component="code" data-testid="two-factor-secret">{enrolment.secret}</Box>
        </Typography>
        {codeField(t('twoFactor.appCode'))}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" loading={busy}>
            {t('twoFactor.turnOn')}
          </Button>
          <Button onClick={() => setEnrolment(null)}>{t('cancel')}</Button>
        </Box>
      </Box>
    );
  else if (status.enabled)
    body = (
      <>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('twoFactor.onText', { count: status.recoveryCodesLeft })}
        </Typography>
        {status.required ? (
          <Typography variant="body2" color="text.secondary">
            {t('twoFactor.required')}
          </Typography>
        ) : turningOff ? (
          <Box
            component="form"
            aria-label={t('twoFactor.offForm')}
            onSubmit={(e) => {
              e.preventDefault();
              void withCode(async (c) => {
                await disable({ variables: { code: c } });
                setTurningOff(false);
                toast({ title: t('twoFactor.turnedOff'), description: t('twoFactor.turnedOffText') });
              });
            }}
          >
            {codeField(t('twoFactor.currentCode'))}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button type="submit" variant="outlined" color="error" loading={busy}>
                {t('twoFactor.turnOff')}
              </Button>
              <Button onClick={() => setTurningOff(false)}>{t('cancel')}</Button>
            </Box>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setTurningOff(true)}>
              {t('twoFactor.turnOffTwoFactor')}
            </Button>
            <Button onClick={() => void begin()}>{t('twoFactor.newPhone')}</Button>
          </Box>
        )}
      </>
    );
  else
    body = (
      <>
        {status.required && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('twoFactor.setupRequired')}
          </Alert>
        )}
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('twoFactor.offText')}
        </Typography>
        <Button variant="contained" onClick={() => void begin()} loading={busy}>
          {t('twoFactor.setUp')}
        </Button>
      </>
    );

  return (
    <Paper variant="outlined" component="section" id="two-factor" aria-labelledby="two-factor-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="two-factor-title" variant="h6" component="h3" sx={{ fontWeight: 600 }}>
        {t('twoFactor.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('twoFactor.text')}
      </Typography>
      {body}
    </Paper>
  );
}
