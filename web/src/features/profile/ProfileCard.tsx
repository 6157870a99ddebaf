import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import LogoutIcon from '@mui/icons-material/Logout';
import { Formik } from 'formik';
import { useState } from 'react';
import { serverMessage } from '../../lib/errors';
import { InstallAppButton } from '../../pwa/InstallApp';
import { OfflineReason } from '../../pwa/OfflineReason';
import { useOffline } from '../../pwa/online';
import { initials } from '../../lib/format';
import { roleLabel, useLogout, type SessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { ProfileFields, toInput, toValues, validateProfile, type ProfileValues } from './ProfileForm';
import { useMyProfile, useUpdateProfile } from './operations';
import { useProfileT } from './t';
import { useTranslation } from 'react-i18next';

/**
 * The signed-in user's account. Edit Profile → Save Changes saves the profile, WhatsApp consent and
 * notification preferences (the spec's client-only save, made real), with the same 'Profile updated' toast. Offline the
 * form still opens and keeps what is typed; Save Changes waits for the network, saying why.
 */
export function ProfileCard({ user }: { user: SessionUser }) {
  const { t } = useProfileT();
  const { t: tc } = useTranslation();
  const toast = useToast();
  const logout = useLogout();
  const { data } = useMyProfile();
  const [update] = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const offline = useOffline();
  const profile = data?.myProfile;
  const p = profile?.preferences;

  const rows: [string, string | null | undefined][] = [
    [t('fields.fullName'), profile?.user.fullName ?? user.fullName],
    [t('fields.email'), user.email],
    [t('fields.username'), user.username],
    [t('fields.phone'), profile?.user.phone],
    [
      t('fields.whatsapp'),
      profile?.user.whatsappPhone ? (profile.whatsappOptInAt ? profile.user.whatsappPhone : t('noWhatsappMessages', { phone: profile.user.whatsappPhone })) : null,
    ],
    [t('fields.bio'), profile?.user.bio],
    [
      t('fields.notifications'),
      p &&
        [
          p.emailNotifications && t('summary.email'),
          profile?.whatsappOptInAt && p.whatsappEventReminders && t('summary.whatsappEventReminders'),
          profile?.whatsappOptInAt && p.whatsappAnnouncements && t('summary.whatsappAnnouncements'),
        ]
          .filter(Boolean)
          .join(', ')
          .concat(` · ${t('summary.reminders', { hours: p.reminderTimingHours })}`)
          .replace(/^ · /, `${t('summary.none')} · `),
    ],
  ];

  const actions = (submitting: boolean) => (
    <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
      {editing ? (
        <>
          <Button type="submit" variant="contained" disabled={submitting || offline} aria-describedby={offline ? 'profile-offline' : undefined}>
            {t('save')}
          </Button>
          <Button variant="outlined" onClick={() => setEditing(false)} disabled={submitting}>
            {t('cancel')}
          </Button>
          <OfflineReason id="profile-offline" />
        </>
      ) : (
        <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)} disabled={!profile}>
          {t('edit')}
        </Button>
      )}
      <InstallAppButton />
      <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => void logout({ announce: 'profile' })} sx={{ ml: { sm: 'auto' } }}>
        {t('signOut')}
      </Button>
    </Box>
  );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Avatar sx={{ width: 64, height: 64, fontSize: 24, bgcolor: 'primary.main' }} aria-hidden>
            {initials(user.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
              {user.fullName}
            </Typography>
            <Chip size="small" label={tc(`roles.${roleLabel(user)}`)} color={user.isAdmin ? 'secondary' : 'default'} />
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />

        {editing && profile ? (
          <Formik<ProfileValues>
            initialValues={toValues(profile)}
            validate={validateProfile}
            onSubmit={async (values) => {
              try {
                await update({ variables: { input: toInput(values) } });
                setEditing(false);
                toast({ title: t('updated'), description: t('updatedText'), variant: 'success' });
              } catch (e) {
                toast({ title: t('updateFailed'), description: serverMessage(e, t('tryAgain')), variant: 'destructive' });
              }
            }}
          >
            {(f) => (
              <Box component="form" noValidate aria-label={t('editForm')} onSubmit={f.handleSubmit}>
                <ProfileFields f={f} email={user.email} username={user.username} />
                {actions(f.isSubmitting)}
              </Box>
            )}
          </Formik>
        ) : (
          <>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '160px 1fr' }, rowGap: { xs: 0.25, sm: 2 }, columnGap: 2 }}>
              {rows
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
            </Box>
            {actions(false)}
          </>
        )}
      </CardContent>
    </Card>
  );
}
