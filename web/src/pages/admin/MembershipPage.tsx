import { MembershipScreen } from '../../features/admin/membership/MembershipScreen';

export default function MembershipPage() {
  return <MembershipScreen />;
}
