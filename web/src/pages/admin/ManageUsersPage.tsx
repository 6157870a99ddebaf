import { UsersScreen } from '../../features/admin/users/UsersScreen';

export default function ManageUsersPage() {
  return <UsersScreen />;
}
