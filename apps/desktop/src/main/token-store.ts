import { readFileOrNull, removeFile, writePrivateFile } from './file-io.js';

/**
 * The session token, kept by the main process only (never in the renderer's local storage). On disk it
 * is encrypted with Electron's safeStorage (Keychain, DPAPI, libsecret/kwallet). Where safeStorage cannot
 * encrypt (no keyring; or Linux's 'basic_text' backend, which uses a fixed key) the token is kept in
 * memory only and never written in the clear: the user signs in again at the next start.
 */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which secret store safeStorage uses. */
  getSelectedStorageBackend?(): string;
}

export interface TokenStoreOptions {
  safeStorage: SafeStorageLike;
  /** The encrypted file (userData/session.bin). */
  file: string;
  platform?: NodeJS.Platform;
  log?: (message: string) => void;
}

export interface TokenStore {
  /** The token, or null (signed out). Reads the file the first time (call it after app ready). */
  get(): string | null;
  /** Keeps a new token, or forgets it (null: sign-out). */
  set(token: string | null): Promise<void>;
  /** Whether the token survives a restart (safeStorage can encrypt). */
  readonly persistent: boolean;
}

/** A plausible bearer token: printable ASCII without spaces, at most 4 KB. */
export const isTokenShaped = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 4096 && /^[\x21-\x7e]+$/.test(value);

export function createTokenStore(options: TokenStoreOptions): TokenStore {
  const { safeStorage, file } = options;
  const log = options.log ?? ((m: string) => console.warn(m));
  let loaded = false;
  let token: string | null = null;
  let warned = false;
  // Writes happen one after another, so a quick sign-in then sign-out never leaves the token on disk.
  let writing: Promise<void> = Promise.resolve();
  const queue = (write: () => Promise<void>) => (writing = writing.then(write, write));

  const canEncrypt = (): boolean => {
    let available = false;
    try {
      available = safeStorage.isEncryptionAvailable();
      if (available && (options.platform ?? process.platform) === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text') available = false;
    } catch {
      available = false;
    }
    if (!available && !warned) {
      warned = true;
      log('safeStorage cannot encrypt on this system: the session token is kept in memory only (sign in again after a restart)');
    }
    return available;
  };

  const load = () => {
    if (loaded) return;
    loaded = true;
    const bytes = readFileOrNull(file);
    if (!bytes || !canEncrypt()) return;
    try {
      const value = safeStorage.decryptString(bytes);
      token = isTokenShaped(value) ? value : null;
    } catch {
      token = null;
    }
  };

  return {
    get() {
      load();
      return token;
    },
    async set(next) {
      loaded = true;
      token = next;
      if (next === null || !canEncrypt()) {
        // Sign-out forgets it; without encryption nothing is kept on disk (not even an old copy).
        return queue(() => removeFile(file));
      }
      const encrypted = safeStorage.encryptString(next);
      return queue(() => writePrivateFile(file, encrypted));
    },
    get persistent() {
      return canEncrypt();
    },
  };
}
