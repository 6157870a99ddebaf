import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { LAPSED_WARNING } from '../../../../../rules/memberships';
import { membershipSettingsSchema } from '../../../../../validation/memberships';
import { useToast } from '../../../lib/toast';
import { BlockSkeleton } from '../../../ui/BlockSkeleton';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { ErrorState } from '../../../ui/QueryState';
import { useFailureToast } from '../shared/toasts';
import { useMembershipSettings, useSaveMembershipSettings } from './operations';

/** The office's membership settings: the grace days before unpaid dues make a member lapse, and what lapsing means for rooms. */
export function SettingsCard() {
  const toast = useToast();
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
        toast({ title: 'Membership settings saved', variant: 'success' });
      } catch (e) {
        fail('Failed to save settings', e, 'An error occurred. Please try again.');
      }
    },
  });
  return (
    <Box component="section" aria-labelledby="membership-settings">
      <Typography id="membership-settings" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Settings
      </Typography>
      <Card>
        <CardContent>
          {loading && !settings ? (
            <BlockSkeleton height={96} />
          ) : error && !settings ? (
            <ErrorState message="Failed to load membership settings. Please try again later." onRetry={() => refetch()} />
          ) : (
            <Box component="form" noValidate aria-label="Membership settings" onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
              <TextField
                label="Grace period (days)"
                type="number"
                slotProps={{ htmlInput: { min: 0, max: 365, inputMode: 'numeric' } }}
                {...fieldProps(form, 'graceDays')}
                helperText={fieldProps(form, 'graceDays').helperText ?? 'Days after a period starts that its dues may stay unpaid before the member lapses.'}
              />
              <FormControlLabel
                control={<Switch name="lapsedMembersMayRequestRooms" checked={form.values.lapsedMembersMayRequestRooms} onChange={form.handleChange} />}
                label={`Lapsed members may still request rooms (their requests show "${LAPSED_WARNING}")`}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={saving.loading}>
                  {saving.loading ? 'Saving...' : 'Save Settings'}
                </Button>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
