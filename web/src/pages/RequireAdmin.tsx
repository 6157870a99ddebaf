import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useTwoFactorStatus } from '../features/two-factor/status';
import { useSession } from '../lib/session';
import { useToast } from '../lib/toast';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../../rules/two-factor';

/**
 * Members who open an admin screen go to the dashboard with the spec's toast; no admin data is requested. An admin
 * whose office requires two-factor and who has not set it up goes to their profile to set it up (issue 38): the
 * server refuses them every admin field until then.
 */
export default function RequireAdmin() {
  const { user } = useSession();
  const toast = useToast();
  const denied = !!user && !user.isAdmin;
  const { data, loading } = useTwoFactorStatus(!user?.isAdmin);
  const mustEnrol = !denied && !!data?.twoFactorStatus.required && !data.twoFactorStatus.enabled;
  useEffect(() => {
    if (denied) {
      toast({ title: 'Access denied', description: "You don't have permission to access this page", variant: 'destructive' });
    } else if (mustEnrol) {
      toast({ title: 'Two-factor required', description: TWO_FACTOR_SETUP_REQUIRED, variant: 'destructive' });
    }
  }, [denied, mustEnrol, toast]);
  // The state tells the dashboard to hold back its welcome toast so 'Access denied' stays visible.
  if (denied) return <Navigate to="/dashboard" replace />;
  if (mustEnrol) return <Navigate to="/profile#two-factor" replace />;
  if (loading && !data) return <FullPageSpinner />;
  return <Outlet />;
}
