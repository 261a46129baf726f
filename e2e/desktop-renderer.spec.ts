import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expectToast, keepShot, sellerWithSite, signInWithForm } from './helpers.js';

/**
 * The desktop app's renderer (apps/desktop/out/renderer, the same dashboard as the web) in Chromium,
 * with the preload API (`window.codDesktop`) stubbed in the page: the stub's "main process" state (server,
 * token) lives here in the test, its event stream is the real GET /api/events of the test server with the
 * bearer token. The renderer is served from its own origin (http://localhost:…), so every API call is
 * cross-site as from app://cod: no cookie helps, only the token the renderer got from the stub.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const desktopDir = path.join(root, 'apps/desktop');
const rendererDir = path.join(desktopDir, 'out/renderer');
const VIEWPORT = { width: 1280, height: 860 };
const DESKTOP_ORIGIN = 'app://cod';

function newestMtime(entries: string[]): number {
  let newest = 0;
  const walk = (p: string) => {
    let st: fs.Stats;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (['node_modules', 'dist', 'out'].includes(path.basename(p))) return;
      for (const child of fs.readdirSync(p)) walk(path.join(p, child));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  entries.forEach((e) => walk(path.join(root, e)));
  return newest;
}

/** `electron-vite build` when the built renderer is missing or older than its sources. */
function ensureRendererBuilt() {
  const built = path.join(rendererDir, 'index.html');
  const inputs = ['apps/desktop/src/renderer', 'apps/desktop/src/shared', 'apps/desktop/electron.vite.config.ts', 'libs/dashboard/src', 'libs/ui/src', 'libs/contracts/src'];
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= newestMtime(inputs)) return;
  const r = spawnSync(path.join(root, 'node_modules/.bin/electron-vite'), ['build', '--logLevel', 'warn'], { cwd: desktopDir, stdio: 'inherit' });
  if (r.status !== 0 || !fs.existsSync(built)) throw new Error(`electron-vite build of apps/desktop failed (exit ${r.status ?? r.signal})`);
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

/** The built renderer as static files (what the app:// protocol serves in the app). */
async function serveRenderer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.resolve(rendererDir, `.${pathname === '/' ? '/index.html' : pathname}`);
    if (!file.startsWith(rendererDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // "localhost", not 127.0.0.1: another site than the API server's, as app://cod is.
  return { url: `http://localhost:${port}/index.html`, close: () => new Promise((r) => server.close(() => r())) };
}

/** What the stub's "main process" keeps (in the test, never in the page's storage). */
interface MainState {
  server: string | null;
  token: string | null;
  markRead: number;
  saved: { suggestedName: string; bytes: number[] }[];
}

/**
 * window.codDesktop in the page (CodDesktopApi of apps/desktop/src/shared/desktop-api.ts): server.set really
 * asks GET {url}/api/health; the token goes to the test; events come from a fetch stream of GET /api/events
 * with the bearer token (reconnecting with Last-Event-ID), 'online'/'offline' follow that stream, and the
 * test can play 'offline' or a notification click through window.__desktopStub.
 */
function installDesktopStub() {
  type Listener<T> = (value: T) => void;
  const w = window as unknown as {
    __desktopState: () => Promise<{ server: string | null; token: string | null }>;
    __desktopSave: (patch: Record<string, unknown>) => Promise<void>;
    __desktopMarkRead: () => Promise<void>;
    __desktopSaveFile: (name: string, bytes: number[]) => Promise<void>;
    __desktopStub: unknown;
    codDesktop: unknown;
  };
  const orderListeners = new Set<Listener<{ name: string; data: unknown }>>();
  const connectionListeners = new Set<Listener<string>>();
  const openListeners = new Set<Listener<string>>();
  const on =
    <T,>(set: Set<Listener<T>>) =>
    (l: Listener<T>) => {
      set.add(l);
      return () => void set.delete(l);
    };
  const stub = { online: false };
  const setConnection = (state: 'online' | 'offline') => {
    stub.online = state === 'online';
    connectionListeners.forEach((l) => l(state));
  };

  let stream: AbortController | null = null;
  async function follow() {
    stream?.abort();
    stream = null;
    stub.online = false;
    const { server, token } = await w.__desktopState();
    if (!server || !token) return;
    const ctrl = new AbortController();
    stream = ctrl;
    let lastId: string | null = null;
    while (!ctrl.signal.aborted) {
      try {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
        if (lastId) headers['Last-Event-ID'] = lastId;
        const res = await fetch(`${server}/api/events`, { headers, credentials: 'omit', signal: ctrl.signal, cache: 'no-store' });
        if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
        setConnection('online');
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value.replace(/\r\n/g, '\n');
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let name = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) name = line.slice(6).trim();
              else if (line.startsWith('data:')) data += line.slice(5).trim();
              else if (line.startsWith('id:')) lastId = line.slice(3).trim();
            }
            if (data && name !== 'message') orderListeners.forEach((l) => l({ name, data: JSON.parse(data) }));
          }
        }
      } catch {
        if (ctrl.signal.aborted) return;
      }
      setConnection('offline');
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  w.__desktopStub = {
    get online() {
      return stub.online;
    },
    connection: setConnection,
    openOrder: (orderId: string) => openListeners.forEach((l) => l(orderId)),
  };
  w.codDesktop = Object.freeze({
    platform: 'linux',
    server: {
      get: async () => (await w.__desktopState()).server,
      set: async (url: string) => {
        try {
          const res = await fetch(`${url}/api/health`, { credentials: 'omit', cache: 'no-store' });
          const body = (await res.json().catch(() => null)) as { status?: string } | null;
          if (!res.ok || body?.status !== 'ok') throw new Error(String(res.status));
          await w.__desktopSave({ server: url, token: null });
          return { ok: true, origin: url };
        } catch {
          return { ok: false, message: `Server na adresi ${url} ne odgovara. Proverite adresu i mrežu.` };
        }
      },
      forget: async () => {
        stream?.abort();
        await w.__desktopSave({ server: null, token: null });
      },
    },
    session: {
      getToken: async () => (await w.__desktopState()).token,
      setToken: async (token: string | null) => {
        await w.__desktopSave({ token });
        void follow();
      },
    },
    saveFile: async (request: { suggestedName: string; data: Uint8Array }) => {
      await w.__desktopSaveFile(request.suggestedName, Array.from(request.data));
      return { saved: true, path: `/home/prodavac/${request.suggestedName}` };
    },
    events: {
      onOrderEvent: on(orderListeners),
      onConnection: on(connectionListeners),
      onOpenOrder: on(openListeners),
      markRead: () => void w.__desktopMarkRead(),
    },
  });
  // The main process keeps its stream across reloads of the window.
  void follow();
}

async function openDesktop(context: BrowserContext, state: MainState, url: string): Promise<Page> {
  await context.exposeFunction('__desktopState', () => ({ server: state.server, token: state.token }));
  await context.exposeFunction('__desktopSave', (patch: Partial<MainState>) => void Object.assign(state, patch));
  await context.exposeFunction('__desktopMarkRead', () => void state.markRead++);
  await context.exposeFunction('__desktopSaveFile', (suggestedName: string, bytes: number[]) => void state.saved.push({ suggestedName, bytes }));
  await context.addInitScript(installDesktopStub);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Every value in the page's localStorage and sessionStorage, as one string. */
const pageStorage = (page: Page) =>
  page.evaluate(() => [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)).join('\n'));

let browser: Browser;
let renderer: { url: string; close: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  ensureRendererBuilt();
  renderer = await serveRenderer();
  // The renderer's origin is not app://cod, which the server allows (CORS); Chromium's same-origin checks
  // are off for it, and the CORS answers for app://cod are checked against the server directly below.
  const launch = test.info().project.use.launchOptions ?? {};
  browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), '--disable-web-security'] });
});

test.afterAll(async () => {
  await browser?.close();
  await renderer?.close();
});

let address = 0;

test('first run, sign-in with the token kept by the main process, a live order toasts, a notification opens it, offline banner, CSV through the save dialog, upload', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const seller = await sellerWithSite(request, { upsellProductLinks: [] });
  const server = baseURL!.replace(/\/+$/, '');
  const state: MainState = { server: null, token: null, markRead: 0, saved: [] };
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'sr-Latn-RS' });
  const apiCalls: { url: string; authorization?: string; cookie?: string }[] = [];
  context.on('request', (r) => {
    if (r.url().startsWith(`${server}/api/`)) apiCalls.push({ url: r.url(), authorization: r.headers().authorization, cookie: r.headers().cookie });
  });
  const page = await openDesktop(context, state, renderer.url);

  // First run: the server's address, checked with GET /api/health.
  await expect(page.getByRole('heading', { name: 'Povežite se sa serverom' })).toBeVisible();
  const field = page.getByLabel('Adresa servera');
  await expect(field).toHaveAttribute('placeholder', 'https://moj-server.rs');
  await keepShot(page, 'desktop-first-run');
  await field.fill('http://127.0.0.1:9');
  await page.getByRole('button', { name: 'Poveži' }).click();
  await expect(page.getByRole('alert')).toContainText('ne odgovara');
  expect(state.server).toBeNull();
  await field.fill(`${server}/`);
  await page.getByRole('button', { name: 'Poveži' }).click();

  // Then the dashboard's sign-in screen, against that server, with a way back to the first run.
  await expect(page.getByRole('button', { name: 'Prijavi se' })).toBeVisible();
  expect(state.server).toBe(server);
  await expect(page.getByTestId('server-footer')).toContainText(new URL(server).host);
  await expect(page.getByRole('button', { name: 'Promeni server' })).toBeVisible();
  await keepShot(page, 'desktop-sign-in');
  await signInWithForm(page, seller.email, seller.password);
  await expect(page).toHaveURL(/#\/create$/);
  await expect.poll(() => state.token).toBeTruthy();
  const token = state.token!;
  // The token is the main process's: nowhere in the renderer's storage.
  expect(await pageStorage(page)).not.toContain(token);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // The stub's events stream (the main process's) is up; an order placed through the public API toasts in the window.
  await page.waitForFunction(() => (window as unknown as { __desktopStub: { online: boolean } }).__desktopStub.online);
  const placed = await request.post('/api/orders', {
    headers: { 'x-forwarded-for': `10.214.${Math.floor(++address / 250)}.${address % 250}` },
    data: { websiteId: seller.site.id, quantity: 1, customerData: { name: 'Dragana Desktop', phone: '064 555 1234', address: 'Njegoševa 12', city: 'Beograd' } },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };
  await expectToast(page, 'Nova narudžbina');
  await expect(page.getByTestId('toast-description')).toContainText(orderId);

  // A notification click opens that order on /orders; the window showing the orders tells the main process.
  const readBefore = state.markRead;
  await page.evaluate((id) => (window as unknown as { __desktopStub: { openOrder: (id: string) => void } }).__desktopStub.openOrder(id), orderId);
  await expect(page).toHaveURL(new RegExp(`#/orders\\?q=${orderId}$`));
  const card = page.getByTestId(`order-card-${orderId}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Dragana Desktop');
  await expect(page.getByRole('searchbox')).toHaveValue(orderId);
  await expect.poll(() => state.markRead).toBeGreaterThan(readBefore);
  await keepShot(page, 'desktop-console');

  // 'Veza prekinuta' while the main process says the stream is down.
  await page.evaluate(() => (window as unknown as { __desktopStub: { connection: (s: string) => void } }).__desktopStub.connection('offline'));
  await expect(page.getByText('Veza prekinuta')).toBeVisible();
  await keepShot(page, 'desktop-offline');
  await page.evaluate(() => (window as unknown as { __desktopStub: { connection: (s: string) => void } }).__desktopStub.connection('online'));
  await expect(page.getByText('Veza prekinuta')).toHaveCount(0);

  // CSV export: the bytes and the file name go to the native save dialog (no browser download).
  await page.getByRole('button', { name: 'Izvezi CSV' }).click();
  await expect.poll(() => state.saved.length).toBe(1);
  const csv = Buffer.from(state.saved[0].bytes).toString('utf8');
  expect(state.saved[0].suggestedName).toMatch(/^narudzbine-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(orderId);
  await expectToast(page, 'Fajl je sačuvan', `/home/prodavac/${state.saved[0].suggestedName}`);

  // Upload from the builder (multipart with the bearer token), the picture shown from the server.
  await page.evaluate(() => (location.hash = '#/builder'));
  await page.getByRole('button', { name: 'Srbija' }).click();
  await page.getByRole('button', { name: 'Sales Template' }).click();
  const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#0D9488' } }).png().toBuffer();
  await page.getByLabel('Otpremi sliku').setInputFiles({ name: 'lampa.png', mimeType: 'image/png', buffer: photo });
  await expectToast(page, 'Slika je uspešno uploadovana.');
  const thumb = page.getByTestId('builder-image').getByRole('img');
  await expect(thumb).toHaveAttribute('src', new RegExp(`^${server.replace(/[.]/g, '\\.')}/uploads/`));
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Every API call after sign-in carried the bearer token (a cross-site page gets no session cookie).
  const signedIn = apiCalls.filter((c) => !/\/api\/(health|auth\/login)$/.test(new URL(c.url).pathname) && c.authorization);
  expect(signedIn.length).toBeGreaterThan(5);
  expect(apiCalls.filter((c) => c.authorization && c.authorization !== `Bearer ${token}`)).toEqual([]);

  // Signing out forgets the token in the main process; 'Promeni server' goes back to the first run.
  await page.evaluate(() => (location.hash = '#/orders'));
  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await expect(page.getByRole('button', { name: 'Prijavi se' })).toBeVisible();
  await expect.poll(() => state.token).toBeNull();
  await page.getByRole('button', { name: 'Promeni server' }).click();
  await expect(page.getByRole('heading', { name: 'Povežite se sa serverom' })).toBeVisible();
  expect(state.server).toBeNull();
  await context.close();
});

test('the API answers CORS for the desktop origin app://cod: preflights with the bearer header, uploads, the events stream', async ({ request }) => {
  const seller = await sellerWithSite(request, { upsellProductLinks: [] });
  const preflight = async (p: string, method: string, headers: string) =>
    request.fetch(p, { method: 'OPTIONS', headers: { Origin: DESKTOP_ORIGIN, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers } });
  for (const [p, method, headers] of [
    ['/api/images/upload', 'POST', 'authorization'],
    ['/api/orders/export.csv', 'GET', 'authorization'],
    ['/api/events', 'GET', 'authorization,last-event-id'],
    ['/api/websites/id/1', 'PUT', 'authorization,content-type'],
  ] as const) {
    const res = await preflight(p, method, headers);
    expect(res.status(), `${method} ${p}`).toBeLessThan(300);
    expect(res.headers()['access-control-allow-origin']).toBe(DESKTOP_ORIGIN);
    expect(res.headers()['access-control-allow-credentials']).toBe('true');
    expect(res.headers()['access-control-allow-methods']).toContain(method);
    for (const h of headers.split(',')) expect(res.headers()['access-control-allow-headers'].toLowerCase()).toContain(h);
  }
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#F59E0B' } }).png().toBuffer();
  const upload = await request.post('/api/images/upload', {
    headers: { ...seller.headers, Origin: DESKTOP_ORIGIN },
    multipart: { image: { name: 'a.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.status()).toBeLessThan(300);
  expect(upload.headers()['access-control-allow-origin']).toBe(DESKTOP_ORIGIN);
  const exported = await request.get('/api/orders/export.csv', { headers: { ...seller.headers, Origin: DESKTOP_ORIGIN } });
  expect(exported.headers()['access-control-allow-origin']).toBe(DESKTOP_ORIGIN);
  expect(exported.headers()['access-control-expose-headers']).toContain('Content-Disposition');
  // Pictures are loaded by <img> from another origin.
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const picture = await request.get(imageUrl);
  expect(picture.ok()).toBe(true);
  expect(picture.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  // Another origin gets no CORS answer.
  const stranger = await request.fetch('/api/images/upload', { method: 'OPTIONS', headers: { Origin: 'https://zli-sajt.rs', 'Access-Control-Request-Method': 'POST' } });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});
