import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC } from '../shared/desktop-api.js';
import { record, userData, type FakeBrowserWindow } from './testing/fake-electron.js';
import { startSseServer, type SseServer } from './testing/sse-server.js';

/**
 * index.ts's wiring, with `electron` replaced by a recording fake (testing/fake-electron.ts) and a real
 * local server for /api/health, /api/events and /api/orders/my: first run, sign-in, the stream, a
 * notification and its click, the tray, close-to-tray, a revoked session, quit.
 */
vi.mock('electron', async () => (await import('./testing/fake-electron.js')).electron);

const TOKEN = 'session.token.1';
let server: SseServer;
let win: FakeBrowserWindow;
const page = () => ({ sender: win.webContents, senderFrame: { url: 'app://cod/index.html#/orders', parent: null } });
const invoke = (channel: string, ...args: unknown[]) => record.ipcHandlers.get(channel)!(page(), ...args);
const sent = (channel: string) => win.webContents.sent.filter(([c]) => c === channel).map(([, p]) => p);
const tray = () => record.trays[0];

beforeAll(async () => {
  server = await startSseServer({
    token: TOKEN,
    routes: (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/api/health') return json(200, { status: 'ok' }), true;
      if (url.pathname === '/api/orders') return json(403, { statusCode: 403 }), true;
      if (url.pathname === '/api/orders/my') {
        if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { statusCode: 401 }), true;
        const q = url.searchParams.get('q');
        json(200, [{ orderId: q, title: 'Lampa', productId: 'lampa', quantity: 1, totalPrice: 2990, currency: 'RSD', currencySymbol: 'RSD', city: 'Subotica' }]);
        return true;
      }
      return false;
    },
  });
  await import('./index.js');
  await new Promise((r) => setTimeout(r, 0));
  win = record.windows[0];
});

afterAll(async () => {
  await server.close();
  fs.rmSync(userData, { recursive: true, force: true });
});

describe('main process wiring (fake electron, real local server)', () => {
  it('starts with a hardened window on app://cod, the tray, the protocol with a CSP, every IPC channel', async () => {
    expect(record.windows).toHaveLength(1);
    expect(win.loaded).toBe('app://cod/index.html');
    expect(win.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(win.options.webPreferences.preload).toMatch(/preload[\\/]index\.cjs$/);
    expect(tray().tooltip).toBe('Prodajni Sajt AI');
    expect([...record.ipcHandlers.keys()].sort()).toEqual([IPC.saveFile, IPC.serverForget, IPC.serverGet, IPC.serverSet, IPC.tokenGet, IPC.tokenSet].sort());
    expect(record.permissionRequest).toBeDefined();
    const answer = await record.protocolHandlers.get('app')!(new Request('app://cod/index.html'));
    expect(answer.headers.get('content-security-policy')).toContain("connect-src 'self';");
    expect(await invoke(IPC.serverGet)).toBeNull();
  });

  it('first run: the server is checked and saved; the CSP and the navigation rules follow it; the page reloads', async () => {
    expect(await invoke(IPC.serverSet, 'no such thing://')).toEqual({ ok: false, message: 'Adresa nije ispravna' });
    expect(await invoke(IPC.serverSet, `${server.origin}/prijava`)).toEqual({ ok: true, origin: server.origin });
    expect(await invoke(IPC.serverGet)).toBe(server.origin);
    expect(JSON.parse(fs.readFileSync(path.join(userData, 'server.json'), 'utf8'))).toEqual({ origin: server.origin });
    const answer = await record.protocolHandlers.get('app')!(new Request('app://cod/index.html'));
    expect(answer.headers.get('content-security-policy')).toContain(`connect-src 'self' ${server.origin};`);
    await vi.waitFor(() => expect(win.webContents.reloads).toBe(1));
    expect(win.webContents.windowOpenHandler!({ url: `${server.origin}/moj-sajt` }).action).toBe('allow');
    expect(win.webContents.windowOpenHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(record.opened).toEqual(['https://example.com/']);
  });

  it('sign-in: the token is kept encrypted and the stream opens with it', async () => {
    await invoke(IPC.tokenSet, TOKEN);
    expect(await invoke(IPC.tokenGet)).toBe(TOKEN);
    expect(fs.readFileSync(path.join(userData, 'session.bin')).toString('latin1')).not.toContain(TOKEN);
    await vi.waitFor(() => expect(sent(IPC.connection)).toEqual(['online']), { timeout: 3000 });
    expect(server.requests.at(-1)!.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('a new order: forwarded to the page, counted in the tray, one notification; its click opens the order', async () => {
    server.publish('order.created', { orderId: 'NCCCC1', websiteId: 3 });
    await vi.waitFor(() => expect(sent(IPC.orderEvent)).toEqual([{ name: 'order.created', data: { orderId: 'NCCCC1', websiteId: 3 } }]));
    expect(tray().tooltip).toBe('Prodajni Sajt AI — 1 nepročitana porudžbina');
    expect(record.badge.at(-1)).toBe(process.platform === 'win32' ? undefined : 1);
    await vi.waitFor(() => expect(record.notifications).toHaveLength(1), { timeout: 3000 });
    const [n] = record.notifications;
    expect(n.options).toMatchObject({ title: 'Nova porudžbina', body: 'Lampa, količina: 1\nUkupno: 2.990 RSD\nGrad: Subotica' });
    expect(n.shown).toBe(true);
    n.emit('click');
    expect(win.calls.slice(-2)).toEqual(['show', 'focus']);
    expect(sent(IPC.openOrder)).toEqual(['NCCCC1']);
  });

  it('no notification while the window is focused; markRead clears the count', async () => {
    win.focused = true;
    server.publish('order.created', { orderId: 'NCCCC2', websiteId: 3 });
    await vi.waitFor(() => expect(sent(IPC.orderEvent)).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 1200));
    expect(record.notifications).toHaveLength(1);
    record.ipcListeners.get(IPC.markRead)!(page());
    expect(tray().tooltip).toBe('Prodajni Sajt AI');
    win.focused = false;
  });

  it('a server page the window navigated to gets no events', async () => {
    win.webContents.url = `${server.origin}/moj-sajt`;
    const count = win.webContents.sent.length;
    server.publish('order.updated', { orderId: 'NCCCC1', websiteId: 3, status: 'completed' });
    await new Promise((r) => setTimeout(r, 200));
    expect(win.webContents.sent.length).toBe(count);
    win.webContents.url = 'app://cod/index.html#/orders';
  });

  it("the tray mutes for 1 h and back; closing the window keeps the app in the tray", () => {
    tray().click('mute');
    expect(tray().menu.map((i) => i.label)).toContain('Uključi obaveštenja');
    tray().click('mute');
    expect(tray().menu.map((i) => i.label)).toContain('Utišaj obaveštenja 1 h');
    expect(win.tryClose()).toBe(true);
    expect(win.visible).toBe(false);
    tray().click('open');
    expect(win.visible).toBe(true);
  });

  it('a session revoked on the server (401 on reconnect): the token is forgotten and the page reloads', async () => {
    const reloads = win.webContents.reloads;
    server.setToken('someone-else');
    server.dropAll();
    await vi.waitFor(() => expect(win.webContents.reloads).toBe(reloads + 1), { timeout: 3000 });
    expect(await invoke(IPC.tokenGet)).toBeNull();
    expect(fs.existsSync(path.join(userData, 'session.bin'))).toBe(false);
  });

  it("'Izađi' quits for real: the window may close", () => {
    tray().click('quit');
    expect(record.quit).toBe(1);
    expect(win.tryClose()).toBe(false);
  });
});
