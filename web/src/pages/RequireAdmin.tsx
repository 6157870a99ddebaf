import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useTwoFactorStatus } from '../features/two-factor/status';
import { useSession } from '../lib/session';
import { useToast } from '../lib/toast';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { useAdminSharedT } from '../features/admin/shared/t';

/**
 * Members who open an admin screen go to the dashboard with the spec's toast; no admin data is requested. An admin
 * whose office requires two-factor and who has not set it up goes to their profile to set it up (issue 38): the
 * server refuses them every admin field until then.
 */
export default function RequireAdmin() {
  const { user } = useSession();
  const toast = useToast();
  const { t } = useAdminSharedT();
  const denied = !!user && !user.isAdmin;
  const { data, loading } = useTwoFactorStatus(!user?.isAdmin);
  const mustEnrol = !denied && !!data?.twoFactorStatus.required && !data.twoFactorStatus.enabled;
  useEffect(() => {
    if (denied) {
      toast({ title: t('accessDenied.toast'), description: t('accessDenied.text'), variant: 'destructive' });
    } else if (mustEnrol) {
      toast({ title: t('twoFactorRequired'), description: t('twoFactorSetupRequired'), variant: 'destructive' });
    }
  }, [denied, mustEnrol, toast, t]);
  // The state tells the dashboard to hold back its welcome toast so 'Access denied' stays visible.
  if (denied) return <Navigate to="/dashboard" replace />;
  if (mustEnrol) return <Navigate to="/profile#two-factor" replace />;
  if (loading && !data) return <FullPageSpinner />;
  return <Outlet />;
}
