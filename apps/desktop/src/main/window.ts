import type { BrowserWindow, BrowserWindowConstructorOptions, WebContents } from 'electron';
import type { NavigationPolicy } from './navigation.js';
import { APP_NAME } from './tray.js';

/** The Electron surface this module needs, injected so it is testable without Electron. */
export interface WindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
}

export interface MainWindowOptions {
  preloadPath: string;
  policy: NavigationPolicy;
  /** Where the renderer lives: a dev-server URL or the built index.html. */
  load: { url: string } | { file: string };
  /** Opens a refused http(s)/mailto link in the system browser (shell.openExternal). */
  openExternal?: (url: string) => void;
  title?: string;
  icon?: BrowserWindowConstructorOptions['icon'];
}

/** Hardened web preferences of every window (Electron's security checklist: sandbox, context isolation, no Node). */
export function secureWebPreferences(extra: BrowserWindowConstructorOptions['webPreferences'] = {}) {
  return {
    ...extra,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
  };
}

/**
 * The renderer's Content-Security-Policy, sent as a header by the app:// protocol: scripts only from the
 * app itself, network calls only to the app and the chosen server (none other before the first run).
 */
export function rendererCsp(serverOrigin: string | null): string {
  const server = serverOrigin ? ` ${serverOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${server}`,
    "font-src 'self' data:",
    `connect-src 'self'${server}`,
    `frame-src 'self'${server}`,
    `media-src 'self'${server}`,
    "worker-src 'self'",
    "object-src 'none'",
    // The editor's live preview (an <iframe srcdoc> that inherits this policy) sets <base> to the server so the
    // page's pictures load; its scripts stay blocked (script-src), so the preview is the server-rendered page.
    `base-uri 'self'${server}`,
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Blocks navigation and new windows outside the policy. A refused http(s) or mailto link of a new window
 * (target=_blank, window.open) opens in the system browser instead.
 */
export function guardWebContents(
  contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>,
  policy: NavigationPolicy,
  openExternal?: (url: string) => void,
) {
  contents.on('will-navigate', (event, url) => {
    if (!policy.canNavigate(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!policy.canNavigate(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (policy.canOpenWindow(url))
      return {
        action: 'allow',
        // Server pages (a published site) open in a plain hardened window without the preload.
        overrideBrowserWindowOptions: { autoHideMenuBar: true, webPreferences: secureWebPreferences() },
      };
    if (openExternal && policy.opensExternally(url)) openExternal(url);
    return { action: 'deny' };
  });
}

/** Closing the window hides it to the tray; only a real quit (tray 'Izađi', app.quit) closes it. */
export function keepInTrayOnClose(win: Pick<BrowserWindow, 'on' | 'hide'>, isQuitting: () => boolean) {
  win.on('close', (event) => {
    if (isQuitting()) return;
    event.preventDefault();
    win.hide();
  });
}

/** Brings the window forward: shown, restored when minimised, focused. */
export function revealWindow(win: Pick<BrowserWindow, 'isMinimized' | 'restore' | 'show' | 'focus'>) {
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

export function createMainWindow(deps: WindowDeps, options: MainWindowOptions): BrowserWindow {
  const win = new deps.BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 360,
    minHeight: 560,
    show: false,
    title: options.title ?? APP_NAME,
    backgroundColor: '#F0FDFA',
    autoHideMenuBar: true,
    ...(options.icon ? { icon: options.icon } : {}),
    webPreferences: secureWebPreferences({ preload: options.preloadPath, spellcheck: false }),
  });
  guardWebContents(win.webContents, options.policy, options.openExternal);
  win.once('ready-to-show', () => win.show());
  if ('url' in options.load) void win.loadURL(options.load.url);
  else void win.loadFile(options.load.file);
  return win;
}
