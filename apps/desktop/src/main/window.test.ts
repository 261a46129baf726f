import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createNavigationPolicy } from './navigation.js';
import { createMainWindow, guardWebContents, keepInTrayOnClose, rendererCsp, revealWindow, type WindowDeps } from './window.js';

type Listener = (event: { preventDefault: () => void }, url: string) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => unknown) | undefined;
  return {
    on: vi.fn((name: string, fn: Listener) => listeners.set(name, fn)),
    setWindowOpenHandler: vi.fn((fn: (details: { url: string }) => unknown) => (openHandler = fn)),
    navigate(name: string, url: string) {
      const event = { preventDefault: vi.fn() };
      listeners.get(name)?.(event, url);
      return event.preventDefault.mock.calls.length > 0;
    },
    open: (url: string) => openHandler?.({ url }) as { action: string; overrideBrowserWindowOptions?: BrowserWindowConstructorOptions },
  };
}

const policy = createNavigationPolicy({ server: () => 'http://localhost:3000', rendererUrl: 'app://cod/index.html' });

describe('main window', () => {
  it('is created sandboxed, isolated, without Node, with the preload, hidden until ready', () => {
    const contents = fakeContents();
    const created: BrowserWindowConstructorOptions[] = [];
    class FakeWindow {
      webContents = contents;
      constructor(options: BrowserWindowConstructorOptions) {
        created.push(options);
      }
      once = vi.fn();
      loadFile = vi.fn(async () => {});
      loadURL = vi.fn(async () => {});
    }
    const win = createMainWindow({ BrowserWindow: FakeWindow } as unknown as WindowDeps, {
      preloadPath: '/app/out/preload/index.cjs',
      policy,
      load: { url: 'app://cod/index.html' },
    }) as unknown as FakeWindow;
    const prefs = created[0].webPreferences!;
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
    expect(prefs.additionalArguments).toBeUndefined();
    expect(created[0].show).toBe(false);
    expect(win.once).toHaveBeenCalledWith('ready-to-show', expect.any(Function));
    expect(win.loadURL).toHaveBeenCalledWith('app://cod/index.html');
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
  });

  it('blocks navigation and window.open outside the server origin; external links go to the system browser', () => {
    const contents = fakeContents();
    const openExternal = vi.fn();
    guardWebContents(contents as never, policy, openExternal);
    expect(contents.navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.navigate('will-navigate', 'http://localhost:3000/x')).toBe(false);
    expect(contents.navigate('will-navigate', 'app://cod/index.html#/orders')).toBe(false);
    expect(contents.navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(contents.navigate('will-attach-webview', 'https://evil.example/')).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();

    expect(contents.open('https://www.facebook.com/')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://www.facebook.com/');
    expect(contents.open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(contents.open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);

    const allowed = contents.open('http://localhost:3000/moj-proizvod');
    expect(allowed.action).toBe('allow');
    expect(allowed.overrideBrowserWindowOptions?.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(allowed.overrideBrowserWindowOptions?.webPreferences?.preload).toBeUndefined();
  });

  it('closing hides the window to the tray, unless the app is quitting', () => {
    let quitting = false;
    let onClose: ((event: { preventDefault: () => void }) => void) | undefined;
    const win = { on: vi.fn((_: string, fn: typeof onClose) => (onClose = fn)), hide: vi.fn() };
    keepInTrayOnClose(win as never, () => quitting);
    const event = { preventDefault: vi.fn() };
    onClose!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(win.hide).toHaveBeenCalledTimes(1);
    quitting = true;
    const last = { preventDefault: vi.fn() };
    onClose!(last);
    expect(last.preventDefault).not.toHaveBeenCalled();
    expect(win.hide).toHaveBeenCalledTimes(1);
  });

  it('reveal restores a minimised window, shows and focuses it', () => {
    const calls: string[] = [];
    const win = { isMinimized: () => true, restore: () => calls.push('restore'), show: () => calls.push('show'), focus: () => calls.push('focus') };
    revealWindow(win);
    expect(calls).toEqual(['restore', 'show', 'focus']);
  });
});

describe('renderer CSP', () => {
  const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('lets the page connect to itself and the chosen server only, and run only its own scripts', () => {
    const d = directives(rendererCsp('https://shop.example.com'));
    expect(d['connect-src']).toEqual(["'self'", 'https://shop.example.com']);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'", 'https://shop.example.com']);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(rendererCsp('https://shop.example.com')).not.toMatch(/unsafe-eval|\*/);
  });

  it('before the first run no server is reachable from the page', () => {
    expect(directives(rendererCsp(null))['connect-src']).toEqual(["'self'"]);
  });
});
