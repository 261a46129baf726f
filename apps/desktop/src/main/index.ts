import { app, BrowserWindow, dialog, ipcMain, Menu, nativeImage, net, Notification, protocol, safeStorage, session, shell, Tray } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IPC, type ConnectionState } from '../shared/desktop-api.js';
import { APP_ENTRY_URL, APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './app-protocol.js';
import { serverOverride } from './config.js';
import { createEventsClient, type EventsClient } from './events-client.js';
import { overlayDotPng, trayIconPng } from './icons.js';
import { createSenderCheck, registerIpc } from './ipc.js';
import { createNavigationPolicy, originOf } from './navigation.js';
import { createOrderAlerts } from './order-alerts.js';
import { createOrderLookup } from './order-lookup.js';
import { allowPermission } from './permissions.js';
import { createFileSaver } from './save-file.js';
import { createServerStore } from './server-store.js';
import { createTokenStore } from './token-store.js';
import { createTrayController, TRAY_TEXTS } from './tray.js';
import { createMainWindow, guardWebContents, keepInTrayOnClose, rendererCsp, revealWindow } from './window.js';

/**
 * The desktop console's main process: wires the plain modules of this folder to Electron. It owns the
 * server address (first run), the session token (safeStorage), the `/api/events` stream, the native
 * notifications, the tray and the native dialogs; the renderer reaches them only through the preload's
 * named functions (shared/desktop-api.ts).
 */
const APP_ID = 'rs.cod.sitebuilder.desktop'; // electron-builder.yml appId: Windows shows notifications under it
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const rendererDir = join(import.meta.dirname, '../renderer');
const rendererUrl = devServerUrl ?? APP_ENTRY_URL;
const preloadPath = join(import.meta.dirname, '../preload/index.cjs');

let override: string | null = null;
try {
  override = serverOverride(process.env);
} catch (err) {
  console.error((err as Error).message);
}

// Must happen before the app is ready.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

if (!app.requestSingleInstanceLock()) app.quit();
else void app.whenReady().then(start);

function start() {
  const userData = app.getPath('userData');
  const servers = createServerStore({ file: join(userData, 'server.json'), override });
  const tokens = createTokenStore({ safeStorage, file: join(userData, 'session.bin') });
  const policy = createNavigationPolicy({ server: () => servers.get(), rendererUrl });
  const rendererOrigin = policy.rendererOrigin ?? APP_ORIGIN;
  const openExternal = (url: string) => void shell.openExternal(url).catch(() => {});

  // The renderer's files, with a CSP whose connect-src is the chosen server only.
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler(
      rendererDir,
      (file) => net.fetch(pathToFileURL(file).href),
      () => ({ 'content-security-policy': rendererCsp(servers.get()) }),
    ),
  );
  // Permission requests are denied by default (the console's own clipboard writes excepted).
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback, details) => callback(allowPermission(permission, details.requestingUrl, rendererOrigin)));
  session.defaultSession.setPermissionCheckHandler((_wc, permission, requestingOrigin) => allowPermission(permission, requestingOrigin, rendererOrigin));
  session.defaultSession.setDevicePermissionHandler(() => false);
  // Every web contents (including windows the policy allowed) follows the same navigation rules.
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, policy, openExternal));

  const icon = nativeImage.createFromBuffer(trayIconPng(32), { scaleFactor: 2 });
  const overlay = nativeImage.createFromBuffer(overlayDotPng(32), { scaleFactor: 2 });

  let win: BrowserWindow | null = null;
  let quitting = false;
  let connection: ConnectionState | null = null;
  let stream: EventsClient | null = null;
  let streamToken: string | null = null;

  const alive = () => (win && !win.isDestroyed() ? win : null);
  /** Events go only to the console's own page (not to a server page the window may have navigated to). */
  const send = (channel: string, payload?: unknown) => {
    const contents = alive()?.webContents;
    if (contents && originOf(contents.getURL()) === rendererOrigin) contents.send(channel, payload);
  };
  const reloadRenderer = () => setTimeout(() => alive()?.webContents.reload(), 50);

  function openMainWindow(): BrowserWindow {
    const created = createMainWindow({ BrowserWindow }, { preloadPath, policy, load: { url: rendererUrl }, openExternal, icon });
    keepInTrayOnClose(created, () => quitting);
    // A reloaded page learns the stream's state at once (it shows 'Veza prekinuta' while offline).
    created.webContents.on('did-finish-load', () => {
      if (connection) send(IPC.connection, connection);
    });
    created.on('closed', () => {
      if (win === created) win = null;
    });
    return created;
  }

  const reveal = () => {
    win = alive() ?? openMainWindow();
    revealWindow(win);
  };

  const tray = createTrayController({
    createTray: () => new Tray(icon),
    buildMenu: (template) => Menu.buildFromTemplate(template),
    platform: process.platform,
    setBadgeCount: (count) => app.setBadgeCount(count),
    setOverlay: (count) => alive()?.setOverlayIcon(count > 0 ? overlay : null, count > 0 ? TRAY_TEXTS.unread(count) : ''),
    onOpen: reveal,
    onToggleMute: () => (alerts.state.muted ? alerts.unmute() : alerts.mute()),
    onQuit: () => app.quit(),
  });

  const alerts = createOrderAlerts({
    createNotification: (options) => (Notification.isSupported() ? new Notification({ ...options, icon }) : null),
    isWindowFocused: () => {
      const w = alive();
      return !!w && w.isVisible() && !w.isMinimized() && w.isFocused();
    },
    revealWindow: reveal,
    openOrder: (orderId) => send(IPC.openOrder, orderId),
    lookup: createOrderLookup({ origin: () => servers.get(), token: () => tokens.get() }),
    onChange: (state) => tray.update(state),
  });

  /** The stream follows the server and the token: (re)started on sign-in, stopped on sign-out. */
  function restartStream() {
    stream?.stop();
    stream = null;
    connection = null;
    const origin = servers.get();
    const token = tokens.get();
    streamToken = token;
    if (!origin || !token) return;
    const client = createEventsClient({
      origin,
      token,
      onEvent: (event) => {
        send(IPC.orderEvent, { name: event.name, data: event.data });
        alerts.handle(event);
      },
      onState: (state) => {
        connection = state;
        send(IPC.connection, state);
      },
      onUnauthorized: () => {
        if (stream !== client) return;
        // The session ended on the server (signed out elsewhere, expired): forget it; the reloaded page
        // starts at the sign-in screen.
        stream = null;
        connection = null;
        streamToken = null;
        alerts.markRead();
        void tokens.set(null).finally(reloadRenderer);
      },
    });
    stream = client;
    client.start();
  }

  /** A new (or no) server: its session is gone, and the page reloads so its CSP names the new server. */
  async function serverChanged() {
    await tokens.set(null);
    alerts.markRead();
    restartStream();
    reloadRenderer();
  }

  registerIpc(ipcMain, createSenderCheck(() => alive()?.webContents ?? null, rendererOrigin), {
    serverGet: () => servers.get(),
    async serverSet(url) {
      const before = servers.get();
      const result = await servers.set(url);
      if (result.ok && result.origin !== before) await serverChanged();
      return result;
    },
    async serverForget() {
      await servers.forget();
      await serverChanged();
    },
    tokenGet: () => tokens.get(),
    async tokenSet(token) {
      await tokens.set(token);
      if (!token) alerts.markRead();
      if (token !== streamToken) restartStream();
    },
    saveFile: createFileSaver({
      showSaveDialog: (options) => {
        const w = alive();
        return w ? dialog.showSaveDialog(w, options) : dialog.showSaveDialog(options);
      },
      defaultDir: () => app.getPath('downloads'),
    }),
    markRead: () => alerts.markRead(),
  });

  win = openMainWindow();
  restartStream();

  app.on('second-instance', reveal);
  app.on('activate', reveal);
  app.on('before-quit', () => {
    quitting = true;
    stream?.stop();
    alerts.dispose();
    tray.destroy();
  });
  // Closing the window keeps the app in the tray; only 'Izađi' (or the OS) quits.
  app.on('window-all-closed', () => {});
}
