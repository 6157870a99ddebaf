import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { OverdueSection } from '../../features/admin/payments/OverdueSection';
import { PaymentsScreen } from '../../features/admin/payments/PaymentsScreen';

const TABS = ['Payments', 'Overdue'] as const;

/** Online payments, and what members owe past their last reminder (issue 36); each tab asks for its own list when shown. */
export default function PaymentsPage() {
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label="Payments sections" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((t, i) => (
          <Tab key={t} label={t} id={`payments-tab-${i}`} aria-controls={`payments-panel-${i}`} value={i} />
        ))}
      </Tabs>
      {TABS.map((t, i) => (
        <Box key={t} role="tabpanel" id={`payments-panel-${i}`} aria-labelledby={`payments-tab-${i}`} hidden={tab !== i}>
          {tab === i && (i === 0 ? <PaymentsScreen /> : <OverdueSection />)}
        </Box>
      ))}
    </Box>
  );
}
