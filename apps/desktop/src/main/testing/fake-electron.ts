import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the `electron` module, for the test of index.ts's wiring (the Electron binary cannot run
 * here). Only what the main process touches, recording what it did.
 */
type Fn = (...args: any[]) => any;

class Emitter {
  readonly listeners = new Map<string, Fn[]>();
  on(event: string, fn: Fn) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  once(event: string, fn: Fn) {
    return this.on(event, fn);
  }
  emit(event: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
}

export const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-desktop-userdata-'));

export const record = {
  windows: [] as FakeBrowserWindow[],
  notifications: [] as FakeNotification[],
  trays: [] as FakeTray[],
  protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  ipcHandlers: new Map<string, Fn>(),
  ipcListeners: new Map<string, Fn>(),
  badge: [] as number[],
  opened: [] as string[],
  quit: 0,
  permissionRequest: undefined as Fn | undefined,
  permissionCheck: undefined as Fn | undefined,
};

class FakeWebContents extends Emitter {
  readonly sent: [string, unknown][] = [];
  /** The page shown (the window sets it when it loads a URL). */
  url = '';
  getURL() {
    return this.url;
  }
  reloads = 0;
  windowOpenHandler: Fn | undefined;
  send(channel: string, payload: unknown) {
    this.sent.push([channel, payload]);
  }
  reload() {
    this.reloads++;
  }
  setWindowOpenHandler(fn: Fn) {
    this.windowOpenHandler = fn;
  }
}

export class FakeBrowserWindow extends Emitter {
  readonly webContents = new FakeWebContents();
  focused = false;
  visible = false;
  destroyed = false;
  readonly calls: string[] = [];
  loaded: string | undefined;
  overlay: unknown = undefined;
  constructor(readonly options: Record<string, any>) {
    super();
    record.windows.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }
  static getAllWindows = () => record.windows.filter((w) => !w.destroyed);
  loadURL(url: string) {
    this.loaded = url;
    this.webContents.url = url;
    return Promise.resolve();
  }
  loadFile(file: string) {
    this.loaded = file;
    return Promise.resolve();
  }
  show() {
    this.visible = true;
    this.calls.push('show');
  }
  hide() {
    this.visible = false;
    this.calls.push('hide');
  }
  focus() {
    this.focused = true;
    this.calls.push('focus');
  }
  restore() {
    this.calls.push('restore');
  }
  isFocused = () => this.focused;
  isVisible = () => this.visible;
  isMinimized = () => false;
  isDestroyed = () => this.destroyed;
  setOverlayIcon(image: unknown) {
    this.overlay = image;
  }
  /** What a click on the window's close button does. */
  tryClose() {
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    return prevented;
  }
}

export class FakeNotification extends Emitter {
  static isSupported = () => true;
  shown = false;
  constructor(readonly options: { title: string; body: string }) {
    super();
    record.notifications.push(this);
  }
  show() {
    this.shown = true;
  }
}

export class FakeTray extends Emitter {
  tooltip = '';
  menu: { id?: string; label?: string; click?: () => void }[] = [];
  constructor(readonly image: unknown) {
    super();
    record.trays.push(this);
  }
  setToolTip(text: string) {
    this.tooltip = text;
  }
  setContextMenu(menu: FakeTray['menu']) {
    this.menu = menu;
  }
  setTitle() {}
  destroy() {}
  click(id: string) {
    this.menu.find((item) => item.id === id)!.click!();
  }
}

export const app = Object.assign(new Emitter(), {
  getPath: (name: string) => (name === 'userData' ? userData : path.join(userData, name)),
  requestSingleInstanceLock: () => true,
  whenReady: () => Promise.resolve(),
  setAppUserModelId: () => {},
  setBadgeCount: (n: number) => (record.badge.push(n), true),
  quit() {
    record.quit++;
    app.emit('before-quit');
  },
});

const flip = (b: Buffer) => Buffer.from(b.map((x) => x ^ 0x5a));

export const electron = {
  app,
  BrowserWindow: FakeBrowserWindow,
  Notification: FakeNotification,
  Tray: FakeTray,
  Menu: { buildFromTemplate: (template: unknown) => template },
  nativeImage: { createFromBuffer: (buffer: Buffer) => ({ png: buffer }) },
  net: { fetch: async () => new Response('<!doctype html><title>COD</title>', { headers: { 'content-type': 'text/html' } }) },
  protocol: {
    registerSchemesAsPrivileged: () => {},
    handle: (scheme: string, fn: (request: Request) => Promise<Response>) => record.protocolHandlers.set(scheme, fn),
  },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (fn: Fn) => (record.permissionRequest = fn),
      setPermissionCheckHandler: (fn: Fn) => (record.permissionCheck = fn),
      setDevicePermissionHandler: () => {},
    },
  },
  ipcMain: {
    handle: (channel: string, fn: Fn) => record.ipcHandlers.set(channel, fn),
    removeHandler: (channel: string) => record.ipcHandlers.delete(channel),
    on: (channel: string, fn: Fn) => record.ipcListeners.set(channel, fn),
    removeListener: (channel: string) => record.ipcListeners.delete(channel),
  },
  safeStorage: {
    isEncryptionAvailable: () => true,
    getSelectedStorageBackend: () => 'gnome_libsecret',
    encryptString: (text: string) => flip(Buffer.from(text)),
    decryptString: (data: Buffer) => flip(data).toString(),
  },
  shell: { openExternal: async (url: string) => void record.opened.push(url) },
  dialog: { showSaveDialog: async () => ({ canceled: true }) },
};
