import type { ReactNode } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { SignInScreen } from './SignInScreen.js';
import { useSessionStore } from './session-store.js';

/**
 * Guard of every non-public route (spec 000 §2): the loading screen while the session loads, the
 * sign-in screen in place when nobody is signed in (after signing in, the same route renders).
 */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const loading = useSessionStore((s) => s.loading);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  if (loading) return <LoadingScreen />;
  if (!isAuthenticated) return <>{fallback ?? <SignInScreen />}</>;
  return <>{children}</>;
}
