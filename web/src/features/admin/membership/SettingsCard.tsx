import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { membershipSettingsSchema } from '../../../../../validation/memberships';
import { useToast } from '../../../lib/toast';
import { BlockSkeleton } from '../../../ui/BlockSkeleton';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { ErrorState } from '../../../ui/QueryState';
import { useFailureToast } from '../shared/toasts';
import { useAdminMembershipT } from './t';
import { useMembershipSettings, useSaveMembershipSettings } from './operations';

/** The office's membership settings: the grace days before unpaid dues make a member lapse, and what lapsing means for rooms. */
export function SettingsCard() {
  const toast = useToast();
  const { t } = useAdminMembershipT();
  const fail = useFailureToast();
  const { data, loading, error, refetch } = useMembershipSettings();
  const [save, saving] = useSaveMembershipSettings();
  const settings = data?.membershipSettings;
  const form = useFormik({
    initialValues: { graceDays: String(settings?.graceDays ?? 14), lapsedMembersMayRequestRooms: settings?.lapsedMembersMayRequestRooms ?? true },
    enableReinitialize: true,
    // A number field hands formik a number once typed in, a string before: both are read the same.
    validate: (v) => validateConverted(membershipSettingsSchema, { ...v, graceDays: String(v.graceDays).trim() === '' ? undefined : Number(v.graceDays) }),
    onSubmit: async (v) => {
      try {
        await save({ variables: { input: { graceDays: Number(v.graceDays), lapsedMembersMayRequestRooms: v.lapsedMembersMayRequestRooms } } });
        toast({ title: t('settings.saved'), variant: 'success' });
      } catch (e) {
        fail(t('settings.saveFailed'), e, t('failed'));
      }
    },
  });
  return (
    <Box component="section" aria-labelledby="membership-settings">
      <Typography id="membership-settings" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('settings.title')}
      </Typography>
      <Card>
        <CardContent>
          {loading && !settings ? (
            <BlockSkeleton height={96} />
          ) : error && !settings ? (
            <ErrorState message={t('settings.loadError')} onRetry={() => refetch()} />
          ) : (
            <Box component="form" noValidate aria-label={t('settings.form')} onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
              <TextField
                label={t('settings.graceDays')}
                type="number"
                slotProps={{ htmlInput: { min: 0, max: 365, inputMode: 'numeric' } }}
                {...fieldProps(form, 'graceDays')}
                helperText={fieldProps(form, 'graceDays').helperText ?? t('settings.graceHelp')}
              />
              <FormControlLabel
                control={<Switch name="lapsedMembersMayRequestRooms" checked={form.values.lapsedMembersMayRequestRooms} onChange={form.handleChange} />}
                label={t('settings.lapsedMayRequest')}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={saving.loading}>
                  {saving.loading ? t('settings.saving') : t('settings.save')}
                </Button>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
