import type { BrowserWindow, BrowserWindowConstructorOptions, WebContents } from 'electron';
import { SERVER_URL_ARG } from '../shared/desktop-api.js';
import type { NavigationPolicy } from './navigation.js';

/** The Electron surface this module needs, injected so it is testable without Electron. */
export interface WindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
}

export interface MainWindowOptions {
  serverUrl: string;
  preloadPath: string;
  policy: NavigationPolicy;
  /** Where the renderer lives: a dev-server URL or the built index.html. */
  load: { url: string } | { file: string };
  title?: string;
}

/** Hardened web preferences of every window (spec: sandbox, context isolation, no Node). */
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
  };
}

/** Blocks navigation and new windows outside the policy. */
export function guardWebContents(contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>, policy: NavigationPolicy) {
  contents.on('will-navigate', (event, url) => {
    if (!policy.canNavigate(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!policy.canNavigate(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) =>
    policy.canOpenWindow(url)
      ? {
          action: 'allow',
          // Server pages (a published site) open in a plain hardened window without the preload.
          overrideBrowserWindowOptions: { autoHideMenuBar: true, webPreferences: secureWebPreferences() },
        }
      : { action: 'deny' },
  );
}

export function createMainWindow(deps: WindowDeps, options: MainWindowOptions): BrowserWindow {
  const win = new deps.BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 360,
    minHeight: 560,
    show: false,
    title: options.title ?? 'COD Site Builder',
    backgroundColor: '#F0FDFA',
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences({
      preload: options.preloadPath,
      additionalArguments: [`${SERVER_URL_ARG}${options.serverUrl}`],
    }),
  });
  guardWebContents(win.webContents, options.policy);
  win.once('ready-to-show', () => win.show());
  if ('url' in options.load) void win.loadURL(options.load.url);
  else void win.loadFile(options.load.file);
  return win;
}
