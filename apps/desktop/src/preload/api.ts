import { IPC, type CodDesktopApi, type ConnectionState, type DesktopOrderEvent, type Unsubscribe } from '../shared/desktop-api.js';

/**
 * The renderer's API (window.codDesktop) over a narrow set of named IPC channels: each function uses
 * exactly one channel of shared/desktop-api.ts; nothing generic (no invoke/send of any channel) is exposed.
 * Built from an injected ipcRenderer so the surface is testable without Electron.
 */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  send(channel: string, ...args: unknown[]): void;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export function createDesktopApi(ipc: IpcRendererLike, platform: string): CodDesktopApi {
  /** A listener of one channel, without the IpcRendererEvent (the renderer never sees it). */
  const subscribe =
    <T>(channel: string, accept: (payload: unknown) => payload is T) =>
    (listener: (payload: T) => void): Unsubscribe => {
      const wrapped = (_event: unknown, payload: unknown) => {
        if (accept(payload)) listener(payload);
      };
      ipc.on(channel, wrapped);
      return () => void ipc.removeListener(channel, wrapped);
    };

  const isOrderEvent = (p: unknown): p is DesktopOrderEvent =>
    !!p && typeof p === 'object' && typeof (p as DesktopOrderEvent).name === 'string' && !!(p as DesktopOrderEvent).data && typeof (p as DesktopOrderEvent).data === 'object';
  const isConnection = (p: unknown): p is ConnectionState => p === 'online' || p === 'offline';
  const isString = (p: unknown): p is string => typeof p === 'string';

  return {
    platform,
    server: Object.freeze({
      get: () => ipc.invoke(IPC.serverGet) as Promise<string | null>,
      set: (url: string) => ipc.invoke(IPC.serverSet, url) as ReturnType<CodDesktopApi['server']['set']>,
      forget: async () => void (await ipc.invoke(IPC.serverForget)),
    }),
    session: Object.freeze({
      getToken: () => ipc.invoke(IPC.tokenGet) as Promise<string | null>,
      setToken: async (token: string | null) => void (await ipc.invoke(IPC.tokenSet, token)),
    }),
    saveFile: (request) => ipc.invoke(IPC.saveFile, request) as ReturnType<CodDesktopApi['saveFile']>,
    events: Object.freeze({
      onOrderEvent: subscribe(IPC.orderEvent, isOrderEvent),
      onConnection: subscribe(IPC.connection, isConnection),
      onOpenOrder: subscribe(IPC.openOrder, isString),
      markRead: () => ipc.send(IPC.markRead),
    }),
  };
}
