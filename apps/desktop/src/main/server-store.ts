import { API } from '@cod/contracts';
import type { ServerCheck } from '../shared/desktop-api.js';
import { normalizeServerUrl, SERVER_MESSAGES } from './config.js';
import { readFileOrNull, removeFile, writePrivateFile } from './file-io.js';

/**
 * The server the console talks to: chosen on the first run, checked with `GET /api/health` from the
 * main process, saved as `{ "origin": … }` in a JSON file under the app's userData folder. Plain module:
 * the file path and fetch are injected.
 */
export interface ServerStoreOptions {
  /** The JSON file (userData/server.json). */
  file: string;
  /** COD_SERVER_URL: used while no server is saved. */
  override?: string | null;
  fetch?: typeof fetch;
  /** How long the health check may take. */
  timeoutMs?: number;
}

export interface ServerStore {
  /** The saved origin (else the override), or null: the first-run screen. */
  get(): string | null;
  /** Normalises the address and asks its `/api/health`; nothing is saved. */
  check(url: unknown): Promise<ServerCheck>;
  /** check(), then saves the origin when the server answered. */
  set(url: unknown): Promise<ServerCheck>;
  forget(): Promise<void>;
}

export const HEALTH_TIMEOUT_MS = 5_000;

function readSaved(file: string): string | null {
  const bytes = readFileOrNull(file);
  if (!bytes) return null;
  try {
    const parsed = JSON.parse(bytes.toString('utf8')) as { origin?: unknown };
    return normalizeServerUrl(parsed?.origin);
  } catch {
    return null;
  }
}

export function createServerStore(options: ServerStoreOptions): ServerStore {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? HEALTH_TIMEOUT_MS;
  let saved = readSaved(options.file);

  async function check(url: unknown): Promise<ServerCheck> {
    const origin = normalizeServerUrl(url);
    if (!origin) return { ok: false, message: SERVER_MESSAGES.invalid };
    const unreachable = { ok: false, message: SERVER_MESSAGES.unreachable } as const;
    try {
      const res = await fetchFn(`${origin}${API.health}`, {
        headers: { accept: 'application/json' },
        redirect: 'follow',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status !== 200) return unreachable;
      const body = (await res.json()) as { status?: unknown } | null;
      if (body?.status !== 'ok') return unreachable;
      // A redirect (http → https, a new host name) is followed: the address that answered is saved.
      const answered = res.redirected && res.url ? normalizeServerUrl(res.url) : origin;
      return answered ? { ok: true, origin: answered } : unreachable;
    } catch {
      return unreachable;
    }
  }

  return {
    get: () => saved ?? options.override ?? null,
    check,
    async set(url) {
      const result = await check(url);
      if (result.ok) {
        await writePrivateFile(options.file, `${JSON.stringify({ origin: result.origin })}\n`);
        saved = result.origin;
      }
      return result;
    },
    async forget() {
      saved = null;
      await removeFile(options.file);
    },
  };
}
