import { UsersScreen } from '../../features/admin/users/UsersScreen';
import { OfficeSecurityCard } from '../../features/two-factor/OfficeSecurityCard';

export default function ManageUsersPage() {
  return (
    <>
      <UsersScreen />
      <OfficeSecurityCard />
    </>
  );
}
