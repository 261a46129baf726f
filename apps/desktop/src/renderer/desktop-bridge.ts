import { memoryTokenStore, type EventSourceFactory, type EventSourceLike, type FileSaver, type TokenStore } from '@cod/dashboard';
import type { CodDesktopApi, SaveFileResult } from '../shared/desktop-api.js';
import { DESKTOP_TEXTS } from './texts.js';

/**
 * The seams between the dashboard package and the preload API (`window.codDesktop`): where the token
 * is kept, how live events arrive, how files are saved. Plain functions, no React, tested in Node.
 */

/**
 * The token lives in memory in the renderer (loaded from the main process before the first render)
 * and every change goes to the main process, which keeps it with safeStorage. Never localStorage.
 */
export function desktopTokenStore(session: CodDesktopApi['session'], initial: string | null): TokenStore {
  return memoryTokenStore(initial, (token) => {
    session.setToken(token).catch((error: unknown) => console.error('Čuvanje sesije nije uspelo:', error));
  });
}

/**
 * An EventSource for the dashboard's live events, fed by the main process's stream (which holds the
 * bearer token): the dashboard's toast, unread count and list refresh work unchanged. The URL is
 * ignored; closing it only stops listening (the main process keeps its stream for notifications).
 */
export function desktopEventSource(events: CodDesktopApi['events']): EventSourceFactory {
  return (): EventSourceLike => {
    const listeners = new Map<string, Set<(event: MessageEvent) => void>>();
    let closed = false;
    const stop = events.onOrderEvent(({ name, data }) => {
      if (closed) return;
      const heard = listeners.get(name);
      if (!heard?.size) return;
      const message = new MessageEvent(name, { data: JSON.stringify(data) });
      for (const listener of heard) listener(message);
    });
    return {
      addEventListener(type, listener) {
        const set = listeners.get(type) ?? new Set();
        set.add(listener);
        listeners.set(type, set);
      },
      close() {
        if (closed) return;
        closed = true;
        listeners.clear();
        stop();
      },
    };
  };
}

/** The CSV export through the native save dialog: the file's bytes and its suggested name. */
export function desktopFileSaver(saveFile: CodDesktopApi['saveFile'], onSaved?: (result: Extract<SaveFileResult, { saved: true }>) => void): FileSaver {
  return async ({ name, data }) => {
    const bytes = new Uint8Array(await data.arrayBuffer());
    const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
    const result = await saveFile({
      suggestedName: name,
      data: bytes,
      filters: extension === 'csv' ? [{ name: 'CSV', extensions: ['csv'] }] : undefined,
    });
    if (result.saved) onSaved?.(result);
  };
}

export type AddressCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * What the user typed as the server address, as the URL to check: trimmed, https:// when no scheme
 * is given, only http(s), no credentials; a path prefix is kept (a server behind a proxy path), the
 * query, the fragment and trailing slashes are not.
 */
export function normalizeServerAddress(input: string): AddressCheck {
  const text = input.trim();
  if (!text) return { ok: false, message: DESKTOP_TEXTS.addressRequired };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: DESKTOP_TEXTS.addressInvalid };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) {
    return { ok: false, message: DESKTOP_TEXTS.addressInvalid };
  }
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** The host (and port) of a server origin, as shown to the user. */
export function serverHost(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}
