import { UI, type LoginRequest, type UserResponse } from '@cod/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.js';
import { localStorageTokenStore } from '../../api/token-store.js';
import { fetchMe, loginRequest, logoutRequest } from './api/auth.js';
import { useSessionStore } from './session-store.js';

/** The login answer lacked the user or the token (spec 000 §8 'Nedostaju podaci o korisniku'). */
export class MissingUserDataError extends Error {
  override readonly name = 'MissingUserDataError';
  constructor() {
    super(UI.loginMissingData);
  }
}

const isUser = (value: unknown): value is UserResponse =>
  !!value && typeof value === 'object' && 'id' in value && 'role' in value;

/** The client's token store (`auth_token` in localStorage on the web, memory on the desktop). */
const tokensOf = (api: ApiClient) => api.tokens ?? localStorageTokenStore;

/**
 * Start-up check (spec §4): ask the server who is signed in. A user → authenticated; a failure or
 * an empty answer → no user. Loading ends either way.
 */
export async function restoreSession(api: ApiClient): Promise<UserResponse | null> {
  const { setUser, clear, setLoading } = useSessionStore.getState();
  let user: UserResponse | null = null;
  try {
    const answer = await fetchMe(api);
    user = isUser(answer) ? answer : null;
  } catch {
    user = null;
  }
  if (user) setUser(user);
  else clear();
  setLoading(false);
  return user;
}

/**
 * After a settings save: GET /api/auth/me again and put the fresh user in the session (spec 000 §7
 * "refreshes /api/auth/me"). A failed or empty answer keeps the user the screen has (`fallback` when
 * given, e.g. the user the save answered with). Answers the user now in the session.
 */
export async function refreshSessionUser(api: ApiClient, fallback?: UserResponse | null): Promise<UserResponse | null> {
  const { setUser } = useSessionStore.getState();
  if (isUser(fallback)) setUser(fallback);
  try {
    const answer = await fetchMe(api);
    if (isUser(answer)) setUser(answer);
  } catch {
    // Keep what we have: the save itself succeeded.
  }
  return useSessionStore.getState().user;
}

/** Sign in: stores the token (under `auth_token` on the web) and sets the user. Throws on failure. */
export async function signIn(api: ApiClient, credentials: LoginRequest): Promise<UserResponse> {
  const answer = await loginRequest(api, credentials);
  if (!answer || !isUser(answer.user) || typeof answer.token !== 'string' || !answer.token) {
    throw new MissingUserDataError();
  }
  tokensOf(api).set(answer.token);
  const { setUser, setLoading } = useSessionStore.getState();
  setUser(answer.user);
  setLoading(false);
  return answer.user;
}

/**
 * Logout (spec §2 top bar, §8): tells the server (a failure is only logged), then clears the user,
 * the stored token and every cached query. Never throws; the caller navigates to '/'.
 */
export async function signOut(api: ApiClient, queryClient?: QueryClient): Promise<void> {
  try {
    await logoutRequest(api);
  } catch (error) {
    console.error('Odjava na serveru nije uspela:', error);
  } finally {
    useSessionStore.getState().clear();
    tokensOf(api).set(null);
    queryClient?.clear();
  }
}
