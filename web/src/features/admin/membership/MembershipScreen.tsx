import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOfficeSettings } from '../../../lib/officeSettings';
import { MembersSection } from './MembersSection';
import { PlansSection } from './PlansSection';
import { SettingsCard } from './SettingsCard';
import { useAdminMembershipT } from './t';

/**
 * Admin: Membership (issue 36) — each member's plan and standing (active, due, lapsed: derived from their dues
 * invoices by the server), the plans, and the settings that decide when unpaid dues make a member lapse.
 */
export function MembershipScreen() {
  // Dues in the office's currency (USD until it is known).
  useOfficeSettings();
  const { t } = useAdminMembershipT();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <MembersSection />
      <PlansSection />
      <SettingsCard />
    </Box>
  );
}
