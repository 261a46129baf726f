import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen.js';
import { NotFoundPage } from '../components/NotFoundPage.js';
import { RequireAuth } from '../features/auth/RequireAuth.js';
import { useSessionStore } from '../features/auth/session-store.js';
import { SignInScreen } from '../features/auth/SignInScreen.js';
import { OrdersSignInNotice } from '../features/orders/OrdersSignInNotice.js';

/**
 * Every screen but sign-in is its own chunk, fetched when its route is first shown: the sign-in
 * screen (and the guards) load only what they need. `named` picks a named export as the lazy default.
 */
function named<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const AdminPage = named(() => import('../features/admin/AdminPage.js'), 'AdminPage');
const ClientDashboardPage = named(() => import('../features/client/ClientDashboardPage.js'), 'ClientDashboardPage');
const SyncPage = named(() => import('../features/client/ClientDashboardPage.js'), 'SyncPage');
const BuilderPage = named(() => import('../features/builder/BuilderPage.js'), 'BuilderPage');
const OrdersPage = named(() => import('../features/orders/OrdersPage.js'), 'OrdersPage');
const SettingsPage = named(() => import('../features/settings/SettingsPage.js'), 'SettingsPage');
const SyncSetupPage = named(() => import('../features/sync/SyncSetupPage.js'), 'SyncSetupPage');
const EditorPage = named(() => import('../features/editor/EditorPage.js'), 'EditorPage');
const DomainPage = named(() => import('../features/domains/DomainPage.js'), 'DomainPage');
const DomainsPage = named(() => import('../features/domains/DomainsPage.js'), 'DomainsPage');
const AnalyticsPage = named(() => import('../features/analytics/AnalyticsPage.js'), 'AnalyticsPage');

/** A console path to return to after signing in (`?next=`): a path of this app only, never another site. */
export function returnPathOf(next: string | null): string | null {
  return next && /^\/(?![/\\])[^\s]*$/.test(next) && next !== '/' ? next : null;
}

/**
 * '/': sign-in for nobody; admin → /admin; any other user → /create (spec 000 §2, §6), or back to the
 * screen that sent them to sign in (`?next=/orders`).
 */
function HomeRoute() {
  const loading = useSessionStore((s) => s.loading);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const [params] = useSearchParams();
  if (loading) return <LoadingScreen />;
  if (!isAuthenticated) return <SignInScreen />;
  return <Navigate to={returnPathOf(params.get('next')) ?? (isAdmin ? '/admin' : '/create')} replace />;
}

/** /dashboard: the signed-in user's dashboard (/admin or /create). */
function DashboardRoute() {
  const loading = useSessionStore((s) => s.loading);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  if (loading) return <LoadingScreen />;
  return <Navigate to={isAdmin ? '/admin' : '/create'} replace />;
}

/** A signed-in screen: the guard decides first, so nobody signed in fetches no screen code. */
const guarded = (screen: ReactNode, fallback?: ReactNode) => <RequireAuth fallback={fallback}>{screen}</RequireAuth>;

/**
 * The route table of spec 000 §2. The public pages (/{customUrl}, /hvala…, /prodavnica) are not here:
 * the server answers those paths itself with server-rendered pages, so the console never sees them.
 * One Suspense boundary for all: the first screen shows the loading screen while its chunk comes;
 * later navigations run as transitions (React Router), so the current screen stays until the next is ready.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/admin" element={guarded(<AdminPage />)} />
        <Route path="/create" element={guarded(<ClientDashboardPage />)} />
        <Route path="/builder" element={guarded(<BuilderPage />)} />
        {/* The dashboard's empty-state button goes here (spec 000 §2); the builder is the place. */}
        <Route path="/create-website" element={<Navigate to="/builder" replace />} />
        <Route path="/edit/:id" element={guarded(<EditorPage />)} />
        {/* A site's funnel and A/B tests (CONTRACT "Funnel and experiments"). */}
        <Route path="/analytics/:id" element={guarded(<AnalyticsPage />)} />
        {/* The editor's back button goes to /dashboard (spec 001 §2.5): the user's dashboard. */}
        <Route path="/dashboard" element={<DashboardRoute />} />
        <Route path="/orders" element={guarded(<OrdersPage />, <OrdersSignInNotice />)} />
        <Route path="/domain" element={guarded(<DomainPage />)} />
        <Route path="/domains" element={guarded(<DomainsPage />)} />
        <Route path="/settings" element={guarded(<SettingsPage />)} />
        <Route path="/sync" element={guarded(<SyncPage />)} />
        <Route path="/sync-setup" element={guarded(<SyncSetupPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
