import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { IPC, type SaveFileRequest } from '../shared/desktop-api.js';
import { SERVER_MESSAGES } from './config.js';
import { createSenderCheck, IpcRefused, parseSaveFileRequest, registerIpc, safeFileName, type IpcEventLike, type IpcHandlers } from './ipc.js';
import { createFileSaver } from './save-file.js';

/** The main side of the preload's channels, with ipcMain faked. */
function fakeIpcMain() {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  const listeners = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  return {
    handlers,
    listeners,
    handle: (channel: string, fn: (event: IpcEventLike, ...args: unknown[]) => unknown) => void handlers.set(channel, fn),
    removeHandler: (channel: string) => void handlers.delete(channel),
    on: (channel: string, fn: (event: IpcEventLike, ...args: unknown[]) => unknown) => void listeners.set(channel, fn),
    removeListener: (channel: string) => void listeners.delete(channel),
  };
}

const mainContents = { id: 1 };
const trusted: IpcEventLike = { sender: mainContents, senderFrame: { url: 'app://cod/index.html#/orders', parent: null } };

function setup() {
  const ipcMain = fakeIpcMain();
  const handlers: IpcHandlers = {
    serverGet: vi.fn(() => 'http://localhost:3000'),
    serverSet: vi.fn(async (url: string) => ({ ok: true as const, origin: url })),
    serverForget: vi.fn(async () => {}),
    tokenGet: vi.fn(() => 'tok'),
    tokenSet: vi.fn(async () => {}),
    saveFile: vi.fn(async () => ({ saved: false as const })),
    markRead: vi.fn(),
  };
  const dispose = registerIpc(ipcMain, createSenderCheck(() => mainContents, 'app://cod'), handlers);
  const invoke = async (channel: string, event: IpcEventLike, ...args: unknown[]) => ipcMain.handlers.get(channel)!(event, ...args);
  return { ipcMain, handlers, dispose, invoke };
}

describe('IPC handlers', () => {
  it('handle exactly the renderer → main channels; the other channels are main → renderer events', () => {
    const t = setup();
    expect([...t.ipcMain.handlers.keys()].sort()).toEqual([IPC.saveFile, IPC.serverForget, IPC.serverGet, IPC.serverSet, IPC.tokenGet, IPC.tokenSet].sort());
    expect([...t.ipcMain.listeners.keys()]).toEqual([IPC.markRead]);
    const pushed = [IPC.orderEvent, IPC.connection, IPC.openOrder];
    expect(new Set([...t.ipcMain.handlers.keys(), ...t.ipcMain.listeners.keys(), ...pushed])).toEqual(new Set(Object.values(IPC)));
    t.dispose();
    expect(t.ipcMain.handlers.size + t.ipcMain.listeners.size).toBe(0);
  });

  it("answer the main window's page", async () => {
    const t = setup();
    expect(await t.invoke(IPC.serverGet, trusted)).toBe('http://localhost:3000');
    expect(await t.invoke(IPC.tokenGet, trusted)).toBe('tok');
    await t.invoke(IPC.tokenSet, trusted, 'new.token');
    await t.invoke(IPC.tokenSet, trusted, null);
    expect(t.handlers.tokenSet).toHaveBeenNthCalledWith(1, 'new.token');
    expect(t.handlers.tokenSet).toHaveBeenNthCalledWith(2, null);
    t.ipcMain.listeners.get(IPC.markRead)!(trusted);
    expect(t.handlers.markRead).toHaveBeenCalledTimes(1);
  });

  it('refuse other web contents, frames, and server pages the window navigated to', async () => {
    const t = setup();
    const others: IpcEventLike[] = [
      { sender: { id: 2 }, senderFrame: { url: 'app://cod/index.html', parent: null } },
      { sender: mainContents, senderFrame: { url: 'app://cod/index.html', parent: {} } },
      { sender: mainContents, senderFrame: { url: 'http://localhost:3000/moj-proizvod', parent: null } },
      { sender: mainContents, senderFrame: null },
    ];
    for (const event of others) {
      for (const channel of t.ipcMain.handlers.keys()) await expect(t.invoke(channel, event, 'x')).rejects.toBeInstanceOf(IpcRefused);
      t.ipcMain.listeners.get(IPC.markRead)!(event);
    }
    expect(t.handlers.tokenGet).not.toHaveBeenCalled();
    expect(t.handlers.markRead).not.toHaveBeenCalled();
  });

  it('check the arguments', async () => {
    const t = setup();
    expect(await t.invoke(IPC.serverSet, trusted, 42)).toEqual({ ok: false, message: SERVER_MESSAGES.invalid });
    expect(await t.invoke(IPC.serverSet, trusted, 'x'.repeat(5000))).toEqual({ ok: false, message: SERVER_MESSAGES.invalid });
    expect(t.handlers.serverSet).not.toHaveBeenCalled();
    for (const bad of ['', 'has space', 42, {}, undefined]) await expect(t.invoke(IPC.tokenSet, trusted, bad)).rejects.toBeInstanceOf(IpcRefused);
    await expect(t.invoke(IPC.saveFile, trusted, { suggestedName: 'a.csv', data: 'not bytes' })).rejects.toBeInstanceOf(IpcRefused);
    expect(t.handlers.tokenSet).not.toHaveBeenCalled();
    expect(t.handlers.saveFile).not.toHaveBeenCalled();
  });

  it('take a file to save only in the contract shape, with a safe name', () => {
    const data = new TextEncoder().encode('\ufeffa;b\n');
    expect(parseSaveFileRequest({ suggestedName: 'narudzbine.csv', data, filters: [{ name: 'CSV', extensions: ['csv'] }] })).toEqual({
      suggestedName: 'narudzbine.csv',
      data,
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    });
    expect(parseSaveFileRequest({ suggestedName: 'a.csv', data, filters: undefined })).toEqual({ suggestedName: 'a.csv', data });
    expect(parseSaveFileRequest({ suggestedName: 'a.csv', data, filters: [{ name: 'x', extensions: ['../x'] }] })).toBeNull();
    expect(parseSaveFileRequest({ suggestedName: 1, data })).toBeNull();
    expect(parseSaveFileRequest(null)).toBeNull();
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('C:\\Windows\\x.csv')).toBe('C__Windows_x.csv');
    expect(safeFileName('...')).toBe('izvoz');
    expect(safeFileName('narudžbine 2026-11.csv')).toBe('narudžbine 2026-11.csv');
  });
});

describe('save through the native dialog', () => {
  it('writes the bytes where the user chose, and nothing when cancelled', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-desktop-save-'));
    try {
      const chosen = path.join(dir, 'izvoz.csv');
      const showSaveDialog = vi.fn().mockResolvedValueOnce({ canceled: false, filePath: chosen }).mockResolvedValueOnce({ canceled: true });
      const save = createFileSaver({ showSaveDialog, defaultDir: () => '/home/prodavac/Preuzimanja' });
      const request: SaveFileRequest = { suggestedName: 'narudzbine.csv', data: new TextEncoder().encode('\ufeffBroj;Grad\nN1;Niš\n'), filters: [{ name: 'CSV', extensions: ['csv'] }] };
      expect(await save(request)).toEqual({ saved: true, path: chosen });
      expect(showSaveDialog.mock.calls[0][0]).toMatchObject({ defaultPath: path.join('/home/prodavac/Preuzimanja', 'narudzbine.csv'), filters: request.filters });
      expect(fs.readFileSync(chosen, 'utf8')).toBe('\ufeffBroj;Grad\nN1;Niš\n');
      expect(await save(request)).toEqual({ saved: false });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
