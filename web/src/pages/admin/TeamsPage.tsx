import { TeamsScreen } from '../../features/admin/teams/TeamsScreen';

export default function TeamsPage() {
  return <TeamsScreen />;
}
