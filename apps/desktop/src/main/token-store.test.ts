import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore, isTokenShaped, type SafeStorageLike } from './token-store.js';

/** The session token with Electron's safeStorage faked (a reversible cipher that never shows the text). */
function fakeSafeStorage(available = true, backend?: string): SafeStorageLike & { calls: string[] } {
  const calls: string[] = [];
  const flip = (b: Buffer) => Buffer.from(b.map((x) => x ^ 0x5a));
  return {
    calls,
    isEncryptionAvailable: () => available,
    encryptString: (text) => {
      calls.push('encrypt');
      return Buffer.concat([Buffer.from('v10'), flip(Buffer.from(text, 'utf8'))]);
    },
    decryptString: (data) => {
      calls.push('decrypt');
      if (data.subarray(0, 3).toString() !== 'v10') throw new Error('bad data');
      return flip(data.subarray(3)).toString('utf8');
    },
    ...(backend ? { getSelectedStorageBackend: () => backend } : {}),
  };
}

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.signature';
let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-desktop-token-'));
  file = path.join(dir, 'session.bin');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('token store', () => {
  it('keeps the token encrypted with safeStorage (never in the clear) and reads it after a restart', async () => {
    const safeStorage = fakeSafeStorage();
    const store = createTokenStore({ safeStorage, file, log: () => {} });
    expect(store.get()).toBeNull();
    await store.set(TOKEN);
    expect(store.get()).toBe(TOKEN);
    const onDisk = fs.readFileSync(file);
    expect(onDisk.toString('latin1')).not.toContain(TOKEN);
    expect(onDisk.toString('latin1')).not.toContain('eyJ');
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(store.persistent).toBe(true);
    expect(createTokenStore({ safeStorage, file, log: () => {} }).get()).toBe(TOKEN);
  });

  it('sign-out forgets it, in memory and on disk', async () => {
    const store = createTokenStore({ safeStorage: fakeSafeStorage(), file, log: () => {} });
    await store.set(TOKEN);
    await store.set(null);
    expect(store.get()).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('a quick sign-in then sign-out leaves nothing on disk', async () => {
    const store = createTokenStore({ safeStorage: fakeSafeStorage(), file, log: () => {} });
    const a = store.set(TOKEN);
    const b = store.set(null);
    await Promise.all([a, b]);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('without encryption: memory only, says so once, and removes an old file', async () => {
    fs.writeFileSync(file, 'old');
    const log = vi.fn();
    const safeStorage = fakeSafeStorage(false);
    const store = createTokenStore({ safeStorage, file, log });
    await store.set(TOKEN);
    expect(store.get()).toBe(TOKEN);
    expect(fs.existsSync(file)).toBe(false);
    expect(safeStorage.calls).not.toContain('encrypt');
    expect(store.persistent).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/memory only/);
    expect(createTokenStore({ safeStorage, file, log }).get()).toBeNull();
  });

  it("Linux's basic_text backend (a fixed key) counts as no encryption", async () => {
    const store = createTokenStore({ safeStorage: fakeSafeStorage(true, 'basic_text'), file, platform: 'linux', log: () => {} });
    await store.set(TOKEN);
    expect(fs.existsSync(file)).toBe(false);
    expect(store.persistent).toBe(false);
    const keyring = createTokenStore({ safeStorage: fakeSafeStorage(true, 'gnome_libsecret'), file, platform: 'linux', log: () => {} });
    await keyring.set(TOKEN);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('a file that does not decrypt (another user, a new keyring) is no session', () => {
    fs.writeFileSync(file, 'garbage');
    expect(createTokenStore({ safeStorage: fakeSafeStorage(), file, log: () => {} }).get()).toBeNull();
  });

  it('knows what a token looks like', () => {
    expect(isTokenShaped(TOKEN)).toBe(true);
    for (const bad of ['', 'a b', 'a\nb', 'x'.repeat(5000), null, 42, {}]) expect(isTokenShaped(bad)).toBe(false);
  });
});
