import { MyChildrenScreen } from '../features/children/MyChildrenScreen';
import { useSession } from '../lib/session';
import { EmptyState } from '../ui/QueryState';

export default function MyChildrenPage() {
  const { user } = useSession();
  // The server refuses members too (PARENT rule); this only spares them a screen of errors.
  if (user && !user.isParent && !user.isAdmin) return <EmptyState title="My Children is for parents" hint="Ask an admin to mark your account as a parent." />;
  return <MyChildrenScreen />;
}
