import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { loadClient } from './lib/apolloSlot';
import { dropPrerendered, signedOutAtLoad } from './lib/prerendered';
import { useSession } from './lib/session';
import { FullPageSpinner } from './ui/FullPageSpinner';
import { preloadNavigation } from './ui/shell/navigation';

/**
 * A screen's code, fetched once: by React.lazy when its route renders, or earlier by `preloadScreen`. Screens use
 * Apollo's hooks, so the client (lib/apolloSlot.ts) loads with their code and they render once both are here; the
 * shell and the dashboard (`apollo: false`) read the page's answers without it.
 */
function screen(load: () => Promise<{ default: ComponentType }>, { apollo = true } = {}) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const get = () => (loading ??= apollo ? Promise.all([load(), loadClient()]).then(([loaded]) => loaded) : load());
  return Object.assign(lazy(get), { preload: get });
}

// Route-level code splitting: each screen is its own chunk.
const AuthPage = screen(() => import('./pages/AuthPage'));
const ForgotPasswordPage = screen(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = screen(() => import('./pages/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const Shell = screen(() => import('./pages/ShellPage'), { apollo: false });
const DashboardPage = screen(() => import('./pages/DashboardPage'), { apollo: false });
const CalendarPage = screen(() => import('./pages/CalendarPage'));
const MeetingRoomsPage = screen(() => import('./pages/MeetingRoomsPage'));
const EventsPage = screen(() => import('./pages/EventsPage'));
const ProfilePage = screen(() => import('./pages/ProfilePage'));
const ManageUsersPage = screen(() => import('./pages/admin/ManageUsersPage'));
const ManageRoomsPage = screen(() => import('./pages/admin/ManageRoomsPage'));
const BookingRequestsPage = screen(() => import('./pages/admin/BookingRequestsPage'));
const ManageEventsPage = screen(() => import('./pages/admin/ManageEventsPage'));
const AnnouncementsPage = screen(() => import('./pages/admin/AnnouncementsPage'));
const TeamsPage = screen(() => import('./pages/admin/TeamsPage'));
const MyChildrenPage = screen(() => import('./pages/MyChildrenPage'));
const WhatsappSettingsPage = screen(() => import('./pages/admin/WhatsappSettingsPage'));
// Charts (@mui/x-charts) load with this screen only.
const InsightsPage = screen(() => import('./pages/admin/InsightsPage'));
const AuditLogPage = screen(() => import('./pages/admin/AuditLogPage'));
const WebhooksPage = screen(() => import('./pages/admin/WebhooksPage'));
const PaymentsPage = screen(() => import('./pages/admin/PaymentsPage'));
const MembershipPage = screen(() => import('./pages/admin/MembershipPage'));
// The admin screens' guard asks for the caller's two-factor status: its code loads with the admin screens, not the first one.
const RequireAdmin = screen(() => import('./pages/RequireAdmin'));

/** The screens of each address a visitor may open first; signed-in screens render inside the shell and its navigation. */
const Navigation = { preload: preloadNavigation };
const FIRST_SCREENS: Record<string, { preload(): Promise<unknown> }[]> = {
  '/auth': [AuthPage],
  '/forgot-password': [ForgotPasswordPage],
  '/reset-password': [ResetPasswordPage],
  '/dashboard': [Shell, Navigation, DashboardPage],
  '/calendar': [Shell, Navigation, CalendarPage],
  '/meeting-rooms': [Shell, Navigation, MeetingRoomsPage],
  '/events': [Shell, Navigation, EventsPage],
  '/profile': [Shell, Navigation, ProfilePage],
  '/my-children': [Shell, Navigation, MyChildrenPage],
  '/admin/whatsapp-settings': [Shell, Navigation, WhatsappSettingsPage],
  '/admin/manage-users': [Shell, Navigation, ManageUsersPage],
  '/admin/manage-rooms': [Shell, Navigation, ManageRoomsPage],
  '/admin/booking-requests': [Shell, Navigation, BookingRequestsPage],
  '/admin/payments': [Shell, Navigation, PaymentsPage],
  '/admin/membership': [Shell, Navigation, MembershipPage],
  '/admin/manage-events': [Shell, Navigation, ManageEventsPage],
  '/admin/announcements': [Shell, Navigation, AnnouncementsPage],
  '/admin/teams': [Shell, Navigation, TeamsPage],
  '/admin/insights': [Shell, Navigation, InsightsPage],
  '/admin/audit-log': [Shell, Navigation, AuditLogPage],
  '/admin/webhooks': [Shell, Navigation, WebhooksPage],
};

/**
 * Starts fetching the code of the screen at `pathname` while the session check is under way, so it
 * does not wait for the check's answer. The guards still decide what shows; a visitor sent
 * elsewhere has fetched a file for nothing.
 */
export function preloadScreen(pathname: string) {
  const path = pathname.replace(/\/+$/, '');
  const guard = path.startsWith('/admin/') && path !== '/admin/whatsapp-settings' ? [RequireAdmin] : [];
  for (const s of [...guard, ...(FIRST_SCREENS[path] ?? [])]) s.preload().catch(() => undefined);
}

/** Anonymous visitors go to /auth. */
function RequireAuth() {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/**
 * Signed-in visitors are sent away from the auth screens to the dashboard. A page that came with the
 * prerendered sign-in screen had no session cookie, so its screen need not wait for the session check;
 * should the check still find someone signed in (the demo's in-browser backend), they are sent on as ever.
 */
function PublicOnly() {
  const { user, loading } = useSession();
  if (loading && !signedOutAtLoad) return <FullPageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
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
  return (
    <Shown>
      <NotFoundPage />
    </Shown>
  );
}

/** The first screen the app commits takes the prerendered sign-in screen's place, in the same frame. */
function Shown({ children }: { children: ReactNode }) {
  useLayoutEffect(dropPrerendered, []);
  return children;
}

const page = (node: ReactNode) => (
  <Suspense fallback={<FullPageSpinner />}>
    <Shown>{node}</Shown>
  </Suspense>
);

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/login" element={<Navigate to="/auth" replace />} />
        <Route element={<PublicOnly />}>
          <Route path="/auth/*" element={page(<AuthPage />)} />
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
            <Route
              path="/admin"
              element={
                <Suspense fallback={<FullPageSpinner />}>
                  <RequireAdmin />
                </Suspense>
              }
            >
              {/* Bare /admin opens the first admin screen, the one below (members are sent away above, spec §6). */}
              <Route index element={<Navigate to="manage-users" replace />} />
              <Route path="manage-users" element={page(<ManageUsersPage />)} />
              <Route path="manage-rooms" element={page(<ManageRoomsPage />)} />
              <Route path="booking-requests" element={page(<BookingRequestsPage />)} />
              <Route path="payments" element={page(<PaymentsPage />)} />
              <Route path="membership" element={page(<MembershipPage />)} />
              <Route path="manage-events" element={page(<ManageEventsPage />)} />
              <Route path="announcements" element={page(<AnnouncementsPage />)} />
              <Route path="teams" element={page(<TeamsPage />)} />
              <Route path="insights" element={page(<InsightsPage />)} />
              <Route path="audit-log" element={page(<AuditLogPage />)} />
              <Route path="webhooks" element={page(<WebhooksPage />)} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<Fallback />} />
      </Routes>
    </Suspense>
  );
}
