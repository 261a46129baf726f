import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen.js';
import { NotFoundPage } from '../components/NotFoundPage.js';
import { AdminPage } from '../features/admin/AdminPage.js';
import { RequireAuth } from '../features/auth/RequireAuth.js';
import { useSessionStore } from '../features/auth/session-store.js';
import { SignInScreen } from '../features/auth/SignInScreen.js';
import { BuilderPage } from '../features/builder/BuilderPage.js';
import { ClientDashboardPage, SyncPage } from '../features/client/ClientDashboardPage.js';
import { OrdersPage } from '../features/orders/OrdersPage.js';
import { PlaceholderPage } from '../features/placeholders/PlaceholderPage.js';
import { SettingsPage } from '../features/settings/SettingsPage.js';
import { SyncSetupPage } from '../features/sync/SyncSetupPage.js';
import { T } from '../texts.js';

/** '/': sign-in for nobody; admin → /admin; any other user → /create (spec 000 §2, §6). */
function HomeRoute() {
  const loading = useSessionStore((s) => s.loading);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  if (loading) return <LoadingScreen />;
  if (!isAuthenticated) return <SignInScreen />;
  return <Navigate to={isAdmin ? '/admin' : '/create'} replace />;
}

const placeholder = (texts: { title: string; text: string }) => (
  <RequireAuth>
    <PlaceholderPage title={texts.title} text={texts.text} />
  </RequireAuth>
);

/**
 * The route table of spec 000 §2. The public pages (/{customUrl}, /hvala…, /prodavnica) are not here:
 * the server answers those paths itself with server-rendered pages, so the console never sees them.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRoute />} />
      <Route
        path="/admin"
        element={
          <RequireAuth>
            <AdminPage />
          </RequireAuth>
        }
      />
      <Route
        path="/create"
        element={
          <RequireAuth>
            <ClientDashboardPage />
          </RequireAuth>
        }
      />
      <Route
        path="/builder"
        element={
          <RequireAuth>
            <BuilderPage />
          </RequireAuth>
        }
      />
      {/* The dashboard's empty-state button goes here (spec 000 §2); the builder is the place. */}
      <Route path="/create-website" element={<Navigate to="/builder" replace />} />
      <Route path="/edit/:id" element={placeholder(T.placeholders.edit)} />
      <Route path="/orders" element={<OrdersPage />} />
      <Route path="/domain" element={placeholder(T.placeholders.domain)} />
      <Route path="/domains" element={placeholder(T.placeholders.domains)} />
      <Route
        path="/settings"
        element={
          <RequireAuth>
            <SettingsPage />
          </RequireAuth>
        }
      />
      <Route
        path="/sync"
        element={
          <RequireAuth>
            <SyncPage />
          </RequireAuth>
        }
      />
      <Route
        path="/sync-setup"
        element={
          <RequireAuth>
            <SyncSetupPage />
          </RequireAuth>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
