import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PUSH_KINDS, type PushKind } from '../../../../validation/push';
import { demoFlagSet } from '../../demo/demo-flag';
import { serverMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/QueryState';
import { currentEndpoint, deviceName, pushSupported, PushSetupError, PUSH_BLOCKED, PUSH_UNREACHABLE, PUSH_UNSUPPORTED, subscribeThisBrowser } from './browser';
import { useAccountT } from '../account/t';
import { MyPushSettingsDocument, PushAddDeviceDocument, PushRemoveDeviceDocument, PushSavePreferencesDocument } from './operations';

/** The browser's refusals (browser.ts says them in English) by their catalog key. */
const SETUP_PROBLEMS = { [PUSH_BLOCKED]: 'push.blocked', [PUSH_UNREACHABLE]: 'push.unreachable', [PUSH_UNSUPPORTED]: 'push.unsupported' } as const;

type Device = { id: string; name: string; createdAt: string; lastSentAt?: string | null };

/**
 * Profile: push notifications (issue 37). "Turn on for this browser" asks the browser's permission (only on that
 * click) and subscribes it; the member's devices are listed with Remove; a switch per kind says what goes by push.
 * The demo has no server to push from, so the section says so.
 */
export default function PushCard() {
  const demo = demoFlagSet();
  const { data, loading, error, refetch } = useQuery(MyPushSettingsDocument, { skip: demo });
  const toast = useToast();
  const { t } = useAccountT();
  const tryAgain = t('tryAgain');
  const [turningOn, setTurningOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Device | null>(null);
  const [here, setHere] = useState<string | null>(null);
  const [add] = useMutation(PushAddDeviceDocument, { refetchQueries: [MyPushSettingsDocument], awaitRefetchQueries: true });
  const [remove, removal] = useMutation(PushRemoveDeviceDocument, { refetchQueries: [MyPushSettingsDocument], awaitRefetchQueries: true });
  const [savePrefs] = useMutation(PushSavePreferencesDocument, { refetchQueries: [MyPushSettingsDocument] });

  useEffect(() => {
    if (!demo) void currentEndpoint().then(setHere, () => undefined);
  }, [demo]);

  const turnOn = async (publicKey: string) => {
    setTurningOn(true);
    setProblem(null);
    try {
      const sub = await subscribeThisBrowser(publicKey);
      await add({ variables: { input: { ...sub, deviceName: deviceName() } } });
      setHere(sub.endpoint);
      toast({ title: t('push.on'), description: t('push.onText'), variant: 'success' });
    } catch (e) {
      setProblem(e instanceof PushSetupError ? t(SETUP_PROBLEMS[e.message as keyof typeof SETUP_PROBLEMS] ?? 'tryAgain') : serverMessage(e, tryAgain));
    } finally {
      setTurningOn(false);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { id: removing.id } });
      toast({ title: t('push.removed'), description: t('push.removedText', { name: removing.name }) });
    } catch (e) {
      toast({ title: t('push.title'), description: serverMessage(e, tryAgain), variant: 'destructive' });
    }
    setRemoving(null);
  };

  let body;
  if (demo) body = <Alert severity="info">{t('push.notInDemo')}</Alert>;
  else if (loading && !data) body = <BlockSkeleton height={48} data-testid="push-loading" />;
  else if (error || !data) body = <ErrorState message={t('push.loadError')} onRetry={() => refetch()} />;
  else {
    const s = data.myPushSettings;
    const prefs = s.preferences;
    const toggle = (kind: PushKind, on: boolean) => {
      const input = Object.fromEntries(PUSH_KINDS.map((k) => [k, k === kind ? on : prefs[k]])) as Record<PushKind, boolean>;
      savePrefs({ variables: { input } }).catch((e: unknown) =>
        toast({ title: t('push.title'), description: serverMessage(e, tryAgain), variant: 'destructive' }),
      );
    };
    const thisBrowserOn = !!here && s.devices.length > 0;
    body = (
      <>
        {!s.publicKey ? (
          <Alert severity="info">{t('push.notSetUp')}</Alert>
        ) : !pushSupported() ? (
          <Alert severity="info">{t('push.unsupported')}</Alert>
        ) : (
          !thisBrowserOn && (
            <Button variant="contained" loading={turningOn} onClick={() => void turnOn(s.publicKey!)} sx={{ mb: 2 }}>
              {t('push.turnOn')}
            </Button>
          )
        )}
        {problem && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {s.devices.length === 0 ? (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('push.none')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t('push.list')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {s.devices.map((d) => (
              <Box component="li" key={d.id} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{d.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {d.lastSentAt ? t('push.notified', { added: formatDate(d.createdAt), notified: formatDate(d.lastSentAt) }) : t('push.notNotified', { added: formatDate(d.createdAt) })}
                  </Typography>
                </Box>
                <Button color="error" onClick={() => setRemoving(d)} aria-label={t('push.removeOne', { name: d.name })}>
                  {t('remove')}
                </Button>
              </Box>
            ))}
          </Box>
        )}
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          {t('push.sendBy')}
        </Typography>
        <FormGroup>
          {PUSH_KINDS.map((k) => (
            <FormControlLabel key={k} control={<Switch checked={prefs[k]} onChange={(e) => toggle(k, e.target.checked)} />} label={t(`push.kinds.${k}`)} />
          ))}
        </FormGroup>
        <ConfirmDialog
          open={!!removing}
          title={t('push.confirmTitle')}
          message={t('push.confirmText', { name: removing?.name ?? '' })}
          confirmLabel={t('remove')}
          pending={removal.loading}
          onConfirm={() => void confirmRemove()}
          onClose={() => setRemoving(null)}
        />
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" id="push" aria-labelledby="push-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="push-title" variant="h6" component="h3" sx={{ fontWeight: 600 }}>
        {t('push.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('push.text')}
      </Typography>
      {body}
    </Paper>
  );
}
