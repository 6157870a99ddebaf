import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { MAX_REMINDER_HOURS, profileSchema } from '../../../../validation/profile';
import type { ProfileInput, ProfileMineQuery } from '../../gql/graphql';
import { fieldProps, validateConverted } from '../../ui/formik';
import { useProfileT } from './t';

export interface ProfileValues {
  fullName: string;
  phone: string;
  whatsappPhone: string;
  whatsappOptIn: boolean;
  bio: string;
  emailNotifications: boolean;
  whatsappEventReminders: boolean;
  whatsappAnnouncements: boolean;
  reminderTimingHours: string;
}

type Profile = ProfileMineQuery['myProfile'];

export const toValues = (p: Profile): ProfileValues => ({
  fullName: p.user.fullName,
  phone: p.user.phone ?? '',
  whatsappPhone: p.user.whatsappPhone ?? '',
  whatsappOptIn: !!p.whatsappOptInAt,
  bio: p.user.bio ?? '',
  emailNotifications: p.preferences.emailNotifications,
  whatsappEventReminders: p.preferences.whatsappEventReminders,
  whatsappAnnouncements: p.preferences.whatsappAnnouncements,
  reminderTimingHours: String(p.preferences.reminderTimingHours),
});

/** What Save Changes sends: blanks as null, hours as a number (or the text, so the shared schema names the problem). */
export function toInput(v: ProfileValues): ProfileInput {
  const hours = String(v.reminderTimingHours ?? '').trim();
  return {
    fullName: v.fullName,
    phone: v.phone.trim() || null,
    whatsappPhone: v.whatsappPhone.trim() || null,
    whatsappOptIn: v.whatsappOptIn,
    bio: v.bio.trim() || null,
    preferences: {
      emailNotifications: v.emailNotifications,
      whatsappEventReminders: v.whatsappEventReminders,
      whatsappAnnouncements: v.whatsappAnnouncements,
      reminderTimingHours: /^\d+$/.test(hours) ? Number(hours) : (hours as unknown as number),
    },
  };
}

/** The shared schema's messages, on the form's fields (preferences.reminderTimingHours → reminderTimingHours). */
export async function validateProfile(v: ProfileValues): Promise<Record<string, string>> {
  const errors = await validateConverted(profileSchema, toInput(v));
  if (errors.preferences) {
    errors.reminderTimingHours = errors.preferences;
    delete errors.preferences;
  }
  return errors;
}

/** Edit mode of the profile card: account fields, WhatsApp consent and notification preferences. */
export function ProfileFields({ f, email, username }: { f: FormikProps<ProfileValues>; email: string; username: string }) {
  const { t } = useProfileT();
  const toggle = (name: keyof ProfileValues, label: string, disabled = false) => (
    <FormControlLabel
      control={<Switch name={name} checked={f.values[name] as boolean} onChange={(e) => void f.setFieldValue(name, e.target.checked)} disabled={disabled} />}
      label={label}
    />
  );
  const waOk = f.values.whatsappOptIn && !!f.values.whatsappPhone.trim();
  return (
    <>
      <TextField {...fieldProps(f, 'fullName')} id="profile-fullName" label={t('fields.fullName')} fullWidth margin="normal" />
      <TextField id="profile-email" label={t('fields.email')} value={email} fullWidth margin="normal" disabled />
      <TextField id="profile-username" label={t('fields.username')} value={username} fullWidth margin="normal" disabled />
      <TextField {...fieldProps(f, 'phone')} id="profile-phone" label={t('fields.phone')} type="tel" fullWidth margin="normal" />
      <TextField {...fieldProps(f, 'whatsappPhone')} id="profile-whatsappPhone" label={t('fields.whatsappPhone')} type="tel" fullWidth margin="normal" helperText={fieldProps(f, 'whatsappPhone').helperText ?? t('fields.whatsappPhoneHelp')} />
      <FormControlLabel
        control={<Checkbox name="whatsappOptIn" checked={f.values.whatsappOptIn} onChange={(e) => void f.setFieldValue('whatsappOptIn', e.target.checked)} />}
        label={t('fields.whatsappConsent')}
      />
      <TextField {...fieldProps(f, 'bio')} id="profile-bio" label={t('fields.bio')} fullWidth margin="normal" multiline minRows={3} />

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('fields.notifications')}
        </Typography>
        <FormGroup>
          {toggle('emailNotifications', t('toggles.emailNotifications'))}
          {toggle('whatsappEventReminders', t('toggles.whatsappEventReminders'), !waOk)}
          {toggle('whatsappAnnouncements', t('toggles.whatsappAnnouncements'), !waOk)}
        </FormGroup>
        {!waOk && (
          <Typography variant="body2" color="text.secondary">
            {t('whatsappNeeds')}
          </Typography>
        )}
        <TextField
          {...fieldProps(f, 'reminderTimingHours')}
          id="profile-reminderTimingHours"
          label={t('fields.reminderHours')}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: MAX_REMINDER_HOURS } }}
          margin="normal"
          // As wide as its label needs, not as narrow as a number input is by itself (its label was cut to 'Remin…').
          fullWidth
          sx={{ maxWidth: 340 }}
        />
      </Box>
    </>
  );
}
