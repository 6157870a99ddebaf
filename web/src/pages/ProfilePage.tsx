import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import Typography from '@mui/material/Typography';
import { AccountCard } from '../features/account/AccountCard';
import { CalendarSubscription } from '../features/calendar-feed/CalendarSubscription';
import { MembershipCard } from '../features/membership/MembershipCard';
import { ProfileCard } from '../features/profile/ProfileCard';
import { TwoFactorCard } from '../features/two-factor/TwoFactorCard';
import { useSession } from '../lib/session';
import { LanguageCard } from '../features/profile/LanguageCard';
import { useProfileT } from '../features/profile/t';

// The passkey section brings the browser's WebAuthn code (@simplewebauthn/browser): it loads with the section.
const PasskeysCard = lazy(() => import('../features/passkeys/PasskeysCard'));
// Push (issue 37) brings the browser's Push API code and its worker's address: it loads with its section.
const PushCard = lazy(() => import('../features/push/PushCard'));

/** /profile (the header shows the title 'Profile'). */
export default function ProfilePage() {
  const { user } = useSession();
  const { t } = useProfileT();
  if (!user) return null; // RequireAuth guarantees a user; this only narrows the type.
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h2" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <ProfileCard user={user} />
      <LanguageCard />
      <MembershipCard />
      <TwoFactorCard />
      <Suspense fallback={null}>
        <PasskeysCard />
      </Suspense>
      <Suspense fallback={null}>
        <PushCard />
      </Suspense>
      <CalendarSubscription />
      <AccountCard />
    </Box>
  );
}
