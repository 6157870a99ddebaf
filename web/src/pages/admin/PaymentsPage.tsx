import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { OverdueSection } from '../../features/admin/payments/OverdueSection';
import { PaymentsScreen } from '../../features/admin/payments/PaymentsScreen';
import { useAdminPaymentsT } from '../../features/admin/payments/t';

const TABS = ['payments', 'overdue'] as const;

/** Online payments, and what members owe past their last reminder (issue 36); each tab asks for its own list when shown. */
export default function PaymentsPage() {
  const { t } = useAdminPaymentsT();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={t('tabs.label')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((name, i) => (
          <Tab key={name} label={t(`tabs.${name}`)} id={`payments-tab-${i}`} aria-controls={`payments-panel-${i}`} value={i} />
        ))}
      </Tabs>
      {TABS.map((name, i) => (
        <Box key={name} role="tabpanel" id={`payments-panel-${i}`} aria-labelledby={`payments-tab-${i}`} hidden={tab !== i}>
          {tab === i && (i === 0 ? <PaymentsScreen /> : <OverdueSection />)}
        </Box>
      ))}
    </Box>
  );
}
