import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { LANGUAGES } from '../../i18n/languages';
import { useMyProfile, useUpdateProfile } from './operations';
import { useProfileT } from './t';
import { useState } from 'react';

const BROWSER = 'browser';

/**
 * The member's language: English, Deutsch, or the browser's. Saved at once with the rest of the profile as it is
 * stored (the form's unsaved edits are not sent); the answer updates the session's user, and the app follows it
 * without a reload (i18n/LanguageFollowsSession).
 */
export function LanguageCard() {
  const { t } = useProfileT();
  const toast = useToast();
  const { data } = useMyProfile();
  const [update, { loading }] = useUpdateProfile();
  const profile = data?.myProfile;
  // The choice shows as made at once; the stored one again once the save has answered (or failed).
  const [choosing, setChoosing] = useState<string | null>(null);

  const choose = async (choice: string) => {
    if (!profile) return;
    const { user } = profile;
    setChoosing(choice);
    try {
      await update({
        variables: {
          input: {
            fullName: user.fullName,
            phone: user.phone,
            whatsappPhone: user.whatsappPhone,
            whatsappOptIn: !!profile.whatsappOptInAt,
            bio: user.bio,
            language: choice === BROWSER ? null : choice,
          },
        },
      });
    } catch (e) {
      toast({ title: t('language.saveFailed'), description: serverMessage(e, t('tryAgain')), variant: 'destructive' });
    } finally {
      setChoosing(null);
    }
  };

  return (
    <Card sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h6" component="h3" id="language-title" sx={{ fontWeight: 600 }}>
          {t('language.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('language.intro')}
        </Typography>
        <RadioGroup aria-labelledby="language-title" name="language" value={choosing ?? (profile ? (profile.language ?? BROWSER) : '')} onChange={(e) => void choose(e.target.value)}>
          {LANGUAGES.map((language) => (
            <FormControlLabel key={language} value={language} control={<Radio />} label={t(`language.${language}`)} disabled={!profile || loading} lang={language} />
          ))}
          <FormControlLabel value={BROWSER} control={<Radio />} label={t('language.browser')} disabled={!profile || loading} />
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
