import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_API_KEY, IPC, type CodDesktopApi } from '../shared/desktop-api.js';

/**
 * The preload's exposed surface, checked against CodDesktopApi: the real preload module is loaded with a
 * fake `electron` (contextBridge and ipcRenderer), and what it exposes must have exactly the type's keys.
 */
const fake = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  const ipcRenderer = {
    invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args })),
    send: vi.fn(),
    on: vi.fn((channel: string, fn: (event: unknown, ...args: unknown[]) => void) => {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(fn));
    }),
    removeListener: vi.fn((channel: string, fn: (event: unknown, ...args: unknown[]) => void) => {
      listeners.get(channel)?.delete(fn);
    }),
  };
  const emit = (channel: string, payload: unknown) => {
    for (const fn of listeners.get(channel) ?? []) fn({ sender: 'ipc-event', ports: [] }, payload);
  };
  return { exposed, listeners, ipcRenderer, emit };
});

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => fake.exposed.set(key, api) },
  ipcRenderer: fake.ipcRenderer,
}));

/** What every member of CodDesktopApi is: a change to the type that is not made here fails to compile. */
type Shape<T> = { [K in keyof T]-?: T[K] extends (...args: never[]) => unknown ? 'function' : T[K] extends object ? Shape<T[K]> : 'string' };
const EXPECTED = {
  platform: 'string',
  server: { get: 'function', set: 'function', forget: 'function' },
  session: { getToken: 'function', setToken: 'function' },
  saveFile: 'function',
  events: { onOrderEvent: 'function', onConnection: 'function', onOpenOrder: 'function', markRead: 'function' },
} as const satisfies Shape<CodDesktopApi>;

function shapeOf(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  return typeof value;
}

async function loadApi(): Promise<CodDesktopApi> {
  await import('./index.js');
  expect([...fake.exposed.keys()]).toEqual([DESKTOP_API_KEY]);
  return fake.exposed.get(DESKTOP_API_KEY) as CodDesktopApi;
}

describe('preload', () => {
  it('exposes window.codDesktop with exactly the members of CodDesktopApi', async () => {
    const api = await loadApi();
    expect(shapeOf(api)).toEqual(EXPECTED);
    expect(api.platform).toBe(process.platform);
  });

  it('exposes no generic invoke, send, on or ipcRenderer anywhere', async () => {
    const api = await loadApi();
    const names: string[] = [];
    const walk = (o: object) => {
      for (const [k, v] of Object.entries(o)) {
        names.push(k);
        if (v && typeof v === 'object') walk(v);
        expect(v).not.toBe(fake.ipcRenderer);
        expect(v).not.toBe(fake.ipcRenderer.invoke);
        expect(v).not.toBe(fake.ipcRenderer.send);
      }
    };
    walk(api);
    expect(names.filter((n) => /^(invoke|send|on|ipc|ipcRenderer|sendSync|postMessage)$/i.test(n))).toEqual([]);
  });

  it('each request uses its own named channel with the given arguments only', async () => {
    const api = await loadApi();
    fake.ipcRenderer.invoke.mockClear();
    await api.server.get();
    await api.server.set('https://shop.example.com');
    await api.server.forget();
    await api.session.getToken();
    await api.session.setToken('abc');
    await api.session.setToken(null);
    const data = new Uint8Array([1, 2, 3]);
    await api.saveFile({ suggestedName: 'a.csv', data });
    expect(fake.ipcRenderer.invoke.mock.calls).toEqual([
      [IPC.serverGet],
      [IPC.serverSet, 'https://shop.example.com'],
      [IPC.serverForget],
      [IPC.tokenGet],
      [IPC.tokenSet, 'abc'],
      [IPC.tokenSet, null],
      [IPC.saveFile, { suggestedName: 'a.csv', data }],
    ]);
    // forget/setToken resolve to nothing (not the IPC reply).
    expect(await api.server.forget()).toBeUndefined();
    expect(await api.session.setToken(null)).toBeUndefined();
    api.events.markRead();
    expect(fake.ipcRenderer.send).toHaveBeenCalledWith(IPC.markRead);
  });

  it('listeners get the payload without the IpcRendererEvent, and unsubscribe', async () => {
    const api = await loadApi();
    const events: unknown[] = [];
    const states: unknown[] = [];
    const opened: unknown[] = [];
    const offEvents = api.events.onOrderEvent((e) => events.push(e));
    const offStates = api.events.onConnection((s) => states.push(s));
    const offOpen = api.events.onOpenOrder((id) => opened.push(id));
    const event = { name: 'order.created', data: { orderId: 'N1', websiteId: 2 } };
    fake.emit(IPC.orderEvent, event);
    fake.emit(IPC.connection, 'offline');
    fake.emit(IPC.openOrder, 'N1');
    // Malformed payloads are not passed on.
    fake.emit(IPC.orderEvent, 'nope');
    fake.emit(IPC.connection, 'maybe');
    fake.emit(IPC.openOrder, 42);
    expect(events).toEqual([event]);
    expect(states).toEqual(['offline']);
    expect(opened).toEqual(['N1']);
    offEvents();
    offStates();
    offOpen();
    expect(fake.listeners.get(IPC.orderEvent)?.size).toBe(0);
    expect(fake.listeners.get(IPC.connection)?.size).toBe(0);
    expect(fake.listeners.get(IPC.openOrder)?.size).toBe(0);
    fake.emit(IPC.connection, 'online');
    expect(states).toEqual(['offline']);
  });
});
