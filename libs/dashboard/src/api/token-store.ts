import { AUTH_TOKEN_KEY } from '@cod/contracts';

/**
 * Where the console keeps its login token. The web keeps it in localStorage under `auth_token`
 * (spec 000 §7); the desktop keeps it in memory and hands it to its main process (Electron
 * safeStorage), so the token never reaches the renderer's storage.
 */
export interface TokenStore {
  get(): string | null;
  /** A token after sign-in; null on sign-out. */
  set(token: string | null): void;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The web's store: `auth_token` in localStorage (a missing or blocked storage reads as no token). */
export const localStorageTokenStore: TokenStore = {
  get() {
    try {
      return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  },
  set(token) {
    try {
      if (token) storage()?.setItem(AUTH_TOKEN_KEY, token);
      else storage()?.removeItem(AUTH_TOKEN_KEY);
    } catch {
      // Storage full or blocked: the session lasts as long as the cookie does.
    }
  },
};

/** A token kept in memory only; `onChange` hears every change (the desktop saves it through its main process). */
export function memoryTokenStore(initial: string | null = null, onChange?: (token: string | null) => void): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set(next) {
      token = next || null;
      onChange?.(token);
    },
  };
}
