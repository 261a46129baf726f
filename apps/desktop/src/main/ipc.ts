import { IPC, type SaveFileRequest, type SaveFileResult, type ServerCheck } from '../shared/desktop-api.js';
import { MAX_SERVER_URL_LENGTH, SERVER_MESSAGES } from './config.js';
import { originOf } from './navigation.js';
import { isTokenShaped } from './token-store.js';

/**
 * The main side of the preload's API: one ipcMain handler per IPC channel of shared/desktop-api.ts, each
 * checking who asks (the main window's own page, top frame, on the renderer's origin: never a server page
 * the window navigated to, never a frame) and what it sends. Plain module: ipcMain is injected.
 */
export interface IpcFrameLike {
  url: string;
  parent: unknown;
}
export interface IpcEventLike {
  sender: unknown;
  senderFrame?: IpcFrameLike | null;
}
type Listener = (event: IpcEventLike, ...args: unknown[]) => unknown;

export interface IpcMainLike {
  handle(channel: string, listener: Listener): void;
  removeHandler(channel: string): void;
  on(channel: string, listener: Listener): unknown;
  removeListener(channel: string, listener: Listener): unknown;
}

export interface IpcHandlers {
  serverGet(): string | null;
  serverSet(url: string): Promise<ServerCheck>;
  serverForget(): Promise<void>;
  tokenGet(): string | null;
  tokenSet(token: string | null): Promise<void>;
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;
  markRead(): void;
}

export class IpcRefused extends Error {}

/** Only the main window's renderer page (its top frame, on the renderer's origin) may call. */
export function createSenderCheck(mainContents: () => unknown, rendererOrigin: string) {
  return (event: IpcEventLike): boolean => {
    const contents = mainContents();
    const frame = event.senderFrame;
    return !!contents && event.sender === contents && !!frame && !frame.parent && originOf(frame.url) === rendererOrigin;
  };
}

export const MAX_SAVE_BYTES = 100 * 1024 * 1024;
const MAX_FILTERS = 10;

/** A file name for the save dialog: no folders, no control or reserved characters, at most 200 characters. */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .slice(0, 200);
  return cleaned || 'izvoz';
}

/** The request of saveFile when it has the contract's shape, else null. */
export function parseSaveFileRequest(value: unknown): SaveFileRequest | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.suggestedName !== 'string' || v.suggestedName.length > 1000) return null;
  if (!(v.data instanceof Uint8Array) || v.data.byteLength > MAX_SAVE_BYTES) return null;
  let filters: SaveFileRequest['filters'];
  if (v.filters !== undefined) {
    if (!Array.isArray(v.filters) || v.filters.length > MAX_FILTERS) return null;
    filters = [];
    for (const f of v.filters as unknown[]) {
      const filter = f as { name?: unknown; extensions?: unknown } | null;
      if (!filter || typeof filter.name !== 'string' || filter.name.length > 100 || !Array.isArray(filter.extensions) || filter.extensions.length > 10) return null;
      if (!filter.extensions.every((e) => typeof e === 'string' && /^(\*|[a-z0-9]{1,10})$/i.test(e))) return null;
      filters.push({ name: filter.name, extensions: filter.extensions as string[] });
    }
  }
  return { suggestedName: safeFileName(v.suggestedName), data: v.data, ...(filters ? { filters } : {}) };
}

export function registerIpc(ipcMain: IpcMainLike, isTrusted: (event: IpcEventLike) => boolean, handlers: IpcHandlers): () => void {
  const handle = (channel: string, fn: (...args: unknown[]) => unknown) =>
    ipcMain.handle(channel, (event, ...args) => {
      if (!isTrusted(event)) throw new IpcRefused(`${channel}: refused (not the console's page)`);
      return fn(...args);
    });

  handle(IPC.serverGet, () => handlers.serverGet());
  handle(IPC.serverSet, (url) => {
    if (typeof url !== 'string' || url.length > MAX_SERVER_URL_LENGTH) return { ok: false, message: SERVER_MESSAGES.invalid } satisfies ServerCheck;
    return handlers.serverSet(url);
  });
  handle(IPC.serverForget, () => handlers.serverForget());
  handle(IPC.tokenGet, () => handlers.tokenGet());
  handle(IPC.tokenSet, (token) => {
    if (token !== null && !isTokenShaped(token)) throw new IpcRefused(`${IPC.tokenSet}: not a token`);
    return handlers.tokenSet(token);
  });
  handle(IPC.saveFile, (request) => {
    const parsed = parseSaveFileRequest(request);
    if (!parsed) throw new IpcRefused(`${IPC.saveFile}: not a file to save`);
    return handlers.saveFile(parsed);
  });
  const markRead: Listener = (event) => {
    if (isTrusted(event)) handlers.markRead();
  };
  ipcMain.on(IPC.markRead, markRead);

  return () => {
    for (const channel of [IPC.serverGet, IPC.serverSet, IPC.serverForget, IPC.tokenGet, IPC.tokenSet, IPC.saveFile]) ipcMain.removeHandler(channel);
    ipcMain.removeListener(IPC.markRead, markRead);
  };
}
