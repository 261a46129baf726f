import { AUTH_STORAGE_KEY, type UserResponse } from '@cod/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Session state (spec 000 §3 "Session state", §4): starts loading and unauthenticated; only the
 * user is kept in localStorage under `auth-storage` ({"state":{"user":…},"version":0}); the login
 * token lives apart under `auth_token` (see session.ts).
 */
export interface SessionState {
  user: UserResponse | null;
  loading: boolean;
  isAuthenticated: boolean;
  /** Derived from user.role. */
  isAdmin: boolean;
  /** Derived from user.role. */
  isClient: boolean;
  /** Sets the user; a present user makes the session authenticated. */
  setUser: (user: UserResponse | null) => void;
  setLoading: (loading: boolean) => void;
  /** Forgets the user (logout). */
  clear: () => void;
}

type PersistedSession = Pick<SessionState, 'user'>;

const fromUser = (user: UserResponse | null) => ({
  user,
  isAdmin: user?.role === 'admin',
  isClient: user?.role === 'client',
});

export const INITIAL_SESSION = { ...fromUser(null), loading: true, isAuthenticated: false } as const;

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...INITIAL_SESSION,
      setUser: (user) => set({ ...fromUser(user), isAuthenticated: !!user }),
      setLoading: (loading) => set({ loading }),
      clear: () => set({ ...fromUser(null), isAuthenticated: false }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedSession => ({ user: state.user }),
      // The stored user is restored (spec §4), with its derived flags; the session stays
      // unauthenticated and loading until the server confirms it (session.ts restoreSession).
      merge: (persisted, current) => {
        const user = (persisted as Partial<PersistedSession> | undefined)?.user ?? null;
        return { ...current, ...fromUser(user && typeof user === 'object' ? user : null) };
      },
    },
  ),
);

/** Test helper and hard reset: back to the start-up state (does not touch storage). */
export function resetSessionState(): void {
  useSessionStore.setState({ ...INITIAL_SESSION });
}
