import { MyChildrenScreen } from '../features/children/MyChildrenScreen';
import { useSession } from '../lib/session';
import { EmptyState } from '../ui/QueryState';
import { useChildrenT } from '../features/children/t';

export default function MyChildrenPage() {
  const { user } = useSession();
  const { t } = useChildrenT();
  // The server refuses members too (PARENT rule); this only spares them a screen of errors.
  if (user && !user.isParent && !user.isAdmin) return <EmptyState title={t('parentsOnly')} hint={t('parentsOnlyHint')} />;
  return <MyChildrenScreen />;
}
