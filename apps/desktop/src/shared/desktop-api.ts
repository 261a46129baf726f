import type { OrderEventData, OrderEventName } from '@cod/contracts';

/**
 * The narrow API the preload script exposes to the renderer as `window.codDesktop`: one named function
 * per need, no generic invoke or send. The main process owns the server address, the session token
 * (Electron safeStorage), the events stream, notifications, the tray and native dialogs.
 */
export interface CodDesktopApi {
  /** Node's process.platform of the desktop ('linux', 'win32', 'darwin', …). */
  readonly platform: string;
  readonly server: {
    /** The saved server origin, or null on the first run. */
    get(): Promise<string | null>;
    /** Checks `GET {url}/api/health` from the main process; saves the origin only when it answers. */
    set(url: string): Promise<ServerCheck>;
    /** Forgets the server (and the session with it): the first-run screen again. */
    forget(): Promise<void>;
  };
  readonly session: {
    /** The session token kept by the main process (encrypted with safeStorage), or null. */
    getToken(): Promise<string | null>;
    /** Keeps a new token (sign-in) or forgets it (null: sign-out); the events stream follows. */
    setToken(token: string | null): Promise<void>;
  };
  /** Saves a file through the native save dialog (CSV export). */
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;
  readonly events: {
    /** Every order event of the main process's stream, for the in-app toast and live lists. */
    onOrderEvent(listener: (event: DesktopOrderEvent) => void): Unsubscribe;
    /** 'online' / 'offline' of the stream (the window shows 'Veza prekinuta' while offline). */
    onConnection(listener: (state: ConnectionState) => void): Unsubscribe;
    /** A notification was clicked: open that order on /orders. */
    onOpenOrder(listener: (orderId: string) => void): Unsubscribe;
    /** The renderer has shown the unread orders (the tray count goes back to 0). */
    markRead(): void;
  };
}

export type Unsubscribe = () => void;
export type ConnectionState = 'online' | 'offline';

export type ServerCheck = { ok: true; origin: string } | { ok: false; message: string };

export interface SaveFileRequest {
  suggestedName: string;
  /** The file's bytes (UTF-8 text is sent encoded). */
  data: Uint8Array;
  filters?: { name: string; extensions: string[] }[];
}
export type SaveFileResult = { saved: true; path: string } | { saved: false };

export interface DesktopOrderEvent {
  name: OrderEventName;
  data: OrderEventData;
}

export const DESKTOP_API_KEY = 'codDesktop';

/** IPC channel names between preload and main (each used by exactly one function above). */
export const IPC = {
  serverGet: 'cod:server:get',
  serverSet: 'cod:server:set',
  serverForget: 'cod:server:forget',
  tokenGet: 'cod:token:get',
  tokenSet: 'cod:token:set',
  saveFile: 'cod:file:save',
  markRead: 'cod:events:mark-read',
  orderEvent: 'cod:events:order',
  connection: 'cod:events:connection',
  openOrder: 'cod:events:open-order',
} as const;
