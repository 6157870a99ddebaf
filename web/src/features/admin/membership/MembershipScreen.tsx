import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOfficeSettings } from '../../../lib/officeSettings';
import { MembersSection } from './MembersSection';
import { PlansSection } from './PlansSection';
import { SettingsCard } from './SettingsCard';

/**
 * Admin: Membership (issue 36) — each member's plan and standing (active, due, lapsed: derived from their dues
 * invoices by the server), the plans, and the settings that decide when unpaid dues make a member lapse.
 */
export function MembershipScreen() {
  // Dues in the office's currency (USD until it is known).
  useOfficeSettings();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Members pay dues on their plan, one invoice each period. A member is active while paid up, due while a period is unpaid within the grace period, lapsed after it.
      </Typography>
      <MembersSection />
      <PlansSection />
      <SettingsCard />
    </Box>
  );
}
