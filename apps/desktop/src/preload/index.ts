import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_API_KEY } from '../shared/desktop-api.js';
import { createDesktopApi } from './api.js';

// Sandboxed preload (CommonJS, contextIsolation): the renderer gets only the named functions of
// CodDesktopApi, never ipcRenderer itself.
contextBridge.exposeInMainWorld(DESKTOP_API_KEY, createDesktopApi(ipcRenderer, process.platform));
