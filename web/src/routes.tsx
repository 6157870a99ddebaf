import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from './lib/session';
import { useToast } from './lib/toast';
import { FullPageSpinner } from './ui/FullPageSpinner';

// Route-level code splitting: each screen is its own chunk.
const AuthPage = lazy(() => import('./pages/AuthPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const Shell = lazy(() => import('./ui/Shell'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const CalendarPage = lazy(() => import('./pages/CalendarPage'));
const MeetingRoomsPage = lazy(() => import('./pages/MeetingRoomsPage'));
const EventsPage = lazy(() => import('./pages/EventsPage'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const ManageUsersPage = lazy(() => import('./pages/admin/ManageUsersPage'));
const ManageRoomsPage = lazy(() => import('./pages/admin/ManageRoomsPage'));
const BookingRequestsPage = lazy(() => import('./pages/admin/BookingRequestsPage'));
const ManageEventsPage = lazy(() => import('./pages/admin/ManageEventsPage'));
const AnnouncementsPage = lazy(() => import('./pages/admin/AnnouncementsPage'));
const TeamsPage = lazy(() => import('./pages/admin/TeamsPage'));
const MyChildrenPage = lazy(() => import('./pages/MyChildrenPage'));
const WhatsappSettingsPage = lazy(() => import('./pages/admin/WhatsappSettingsPage'));
// Charts (@mui/x-charts) load with this screen only.
const InsightsPage = lazy(() => import('./pages/admin/InsightsPage'));

/** Anonymous visitors go to /auth. */
function RequireAuth() {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Signed-in visitors are sent away from the auth screens to the dashboard. */
function PublicOnly() {
  const { user, loading } = useSession();
  if (loading) return <FullPageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Members who open an admin screen go to the dashboard with the spec's toast; no admin data is requested. */
function RequireAdmin() {
  const { user } = useSession();
  const toast = useToast();
  const denied = !!user && !user.isAdmin;
  useEffect(() => {
    if (denied) {
      toast({ title: 'Access denied', description: "You don't have permission to access this page", variant: 'destructive' });
    }
  }, [denied, toast]);
  // The state tells the dashboard to hold back its welcome toast so 'Access denied' stays visible.
  if (denied) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** '/' shows the dashboard when signed in, otherwise the auth screen. */
function Home() {
  const { user, loading } = useSession();
  if (loading) return <FullPageSpinner />;
  return <Navigate to={user ? '/dashboard' : '/auth'} replace />;
}

/** Any path containing /logout goes to '/'; anything else unknown is the 404 page. */
function Fallback() {
  const { pathname } = useLocation();
  if (pathname.includes('/logout')) return <Navigate to="/" replace />;
  return <NotFoundPage />;
}

const page = (node: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/login" element={<Navigate to="/auth" replace />} />
        <Route element={<PublicOnly />}>
          <Route path="/auth" element={page(<AuthPage />)} />
          <Route path="/forgot-password" element={page(<ForgotPasswordPage />)} />
          <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route element={page(<Shell />)}>
            <Route path="/dashboard" element={page(<DashboardPage />)} />
            <Route path="/calendar" element={page(<CalendarPage />)} />
            <Route path="/meeting-rooms" element={page(<MeetingRoomsPage />)} />
            <Route path="/events" element={page(<EventsPage />)} />
            <Route path="/profile" element={page(<ProfilePage />)} />
            <Route path="/my-children" element={page(<MyChildrenPage />)} />
            {/* Spec §6: members see 'Access denied. Admin privileges required.' on this screen instead of being sent away. */}
            <Route path="/admin/whatsapp-settings" element={page(<WhatsappSettingsPage />)} />
            <Route path="/admin" element={<RequireAdmin />}>
              {/* Bare /admin opens the first admin screen, the one below (members are sent away above, spec §6). */}
              <Route index element={<Navigate to="manage-users" replace />} />
              <Route path="manage-users" element={page(<ManageUsersPage />)} />
              <Route path="manage-rooms" element={page(<ManageRoomsPage />)} />
              <Route path="booking-requests" element={page(<BookingRequestsPage />)} />
              <Route path="manage-events" element={page(<ManageEventsPage />)} />
              <Route path="announcements" element={page(<AnnouncementsPage />)} />
              <Route path="teams" element={page(<TeamsPage />)} />
              <Route path="insights" element={page(<InsightsPage />)} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<Fallback />} />
      </Routes>
    </Suspense>
  );
}
