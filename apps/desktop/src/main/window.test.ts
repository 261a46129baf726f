import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_URL_ARG } from '../shared/desktop-api.js';
import { createNavigationPolicy } from './navigation.js';
import { createMainWindow, guardWebContents, type WindowDeps } from './window.js';

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

const policy = createNavigationPolicy({ serverUrl: 'http://localhost:3000', rendererUrl: 'app://cod/index.html' });

describe('main window', () => {
  it('is created sandboxed, isolated, without Node, with the server URL for the preload', () => {
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
      serverUrl: 'http://localhost:3000',
      preloadPath: '/app/out/preload/index.cjs',
      policy,
      load: { url: 'app://cod/index.html' },
    }) as unknown as FakeWindow;
    const prefs = created[0].webPreferences!;
    expect(prefs).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, webSecurity: true });
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
    expect(prefs.additionalArguments).toEqual([`${SERVER_URL_ARG}http://localhost:3000`]);
    expect(win.loadURL).toHaveBeenCalledWith('app://cod/index.html');
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
  });

  it('blocks navigation and window.open outside the server origin', () => {
    const contents = fakeContents();
    guardWebContents(contents as never, policy);
    expect(contents.navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.navigate('will-navigate', 'http://localhost:3000/x')).toBe(false);
    expect(contents.navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(contents.open('https://evil.example/')).toEqual({ action: 'deny' });
    const allowed = contents.open('http://localhost:3000/moj-proizvod');
    expect(allowed.action).toBe('allow');
    expect(allowed.overrideBrowserWindowOptions?.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(allowed.overrideBrowserWindowOptions?.webPreferences?.preload).toBeUndefined();
  });
});
