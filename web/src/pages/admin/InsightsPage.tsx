import { InsightsScreen } from '../../features/admin/insights/InsightsScreen';

export default function InsightsPage() {
  return <InsightsScreen />;
}
