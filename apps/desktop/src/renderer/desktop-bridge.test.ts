import type { EventSourceLike } from '@cod/dashboard';
import { describe, expect, it, vi } from 'vitest';
import type { CodDesktopApi, DesktopOrderEvent, SaveFileRequest } from '../shared/desktop-api.js';
import { desktopEventSource, desktopFileSaver, desktopTokenStore, normalizeServerAddress, serverHost } from './desktop-bridge.js';
import { DESKTOP_TEXTS } from './texts.js';

function fakeEvents() {
  const listeners = new Set<(event: DesktopOrderEvent) => void>();
  const events: CodDesktopApi['events'] = {
    onOrderEvent: (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    onConnection: () => () => {},
    onOpenOrder: () => () => {},
    markRead: vi.fn(),
  };
  const emit = (event: DesktopOrderEvent) => listeners.forEach((l) => l(event));
  return { events, emit, listeners };
}

describe('desktop bridge (renderer ↔ preload API)', () => {
  it('token store: memory first, every change handed to the main process, nothing in storage', async () => {
    const setToken = vi.fn(async () => {});
    const session: CodDesktopApi['session'] = { getToken: async () => 'tok-1', setToken };
    const store = desktopTokenStore(session, 'tok-1');
    expect(store.get()).toBe('tok-1');
    store.set('tok-2');
    expect(store.get()).toBe('tok-2');
    store.set(null);
    expect(store.get()).toBeNull();
    expect(setToken.mock.calls).toEqual([['tok-2'], [null]]);
  });

  it('token store: a failing main process is logged, the renderer keeps working', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = desktopTokenStore({ getToken: async () => null, setToken: async () => Promise.reject(new Error('IPC')) }, null);
    store.set('tok');
    expect(store.get()).toBe('tok');
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
  });

  it("event source: the main process's order events reach the dashboard's listeners as SSE messages; close stops them", () => {
    const { events, emit, listeners } = fakeEvents();
    const source: EventSourceLike = desktopEventSource(events)('ignored', { withCredentials: true });
    const created = vi.fn();
    const updated = vi.fn();
    source.addEventListener('order.created', created);
    source.addEventListener('order.updated', updated);
    emit({ name: 'order.created', data: { orderId: 'N1', websiteId: 3 } });
    emit({ name: 'upsell.created', data: { orderId: 'N1', websiteId: 3 } });
    expect(created).toHaveBeenCalledTimes(1);
    const message = created.mock.calls[0][0] as MessageEvent;
    expect(message.type).toBe('order.created');
    expect(JSON.parse(message.data as string)).toEqual({ orderId: 'N1', websiteId: 3 });
    expect(updated).not.toHaveBeenCalled();
    source.close();
    expect(listeners.size).toBe(0);
    emit({ name: 'order.created', data: { orderId: 'N2', websiteId: 3 } });
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('file saver: the bytes and the suggested name go to the native save dialog; a saved file is reported', async () => {
    const requests: SaveFileRequest[] = [];
    const saveFile: CodDesktopApi['saveFile'] = async (request) => {
      requests.push(request);
      return { saved: true, path: '/home/marko/narudzbine-2025-11-22.csv' };
    };
    const onSaved = vi.fn();
    const text = '\uFEFFDatum porudžbine;Broj porudžbine\r\n';
    await desktopFileSaver(saveFile, onSaved)({ name: 'narudzbine-2025-11-22.csv', data: new Blob([text]) });
    expect(requests).toHaveLength(1);
    expect(requests[0].suggestedName).toBe('narudzbine-2025-11-22.csv');
    expect(requests[0].filters).toEqual([{ name: 'CSV', extensions: ['csv'] }]);
    expect(requests[0].data).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(requests[0].data)).toBe(text);
    expect(onSaved).toHaveBeenCalledWith({ saved: true, path: '/home/marko/narudzbine-2025-11-22.csv' });

    const cancelled = vi.fn();
    await desktopFileSaver(async () => ({ saved: false }), cancelled)({ name: 'a.csv', data: new Blob(['x']) });
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('server address: trimmed, https:// when no scheme, path prefix kept, bad input refused in Serbian', () => {
    expect(normalizeServerAddress('  https://moj-server.rs/  ')).toEqual({ ok: true, url: 'https://moj-server.rs' });
    expect(normalizeServerAddress('moj-server.rs')).toEqual({ ok: true, url: 'https://moj-server.rs' });
    expect(normalizeServerAddress('http://192.168.1.10:3000')).toEqual({ ok: true, url: 'http://192.168.1.10:3000' });
    expect(normalizeServerAddress('https://firma.rs/cod/?x=1#a')).toEqual({ ok: true, url: 'https://firma.rs/cod' });
    expect(normalizeServerAddress('')).toEqual({ ok: false, message: DESKTOP_TEXTS.addressRequired });
    expect(normalizeServerAddress('ftp://moj-server.rs')).toEqual({ ok: false, message: DESKTOP_TEXTS.addressInvalid });
    expect(normalizeServerAddress('https://ana:tajna@moj-server.rs')).toEqual({ ok: false, message: DESKTOP_TEXTS.addressInvalid });
    expect(normalizeServerAddress('http://')).toEqual({ ok: false, message: DESKTOP_TEXTS.addressInvalid });
    expect(serverHost('http://127.0.0.1:3217')).toBe('127.0.0.1:3217');
  });
});
