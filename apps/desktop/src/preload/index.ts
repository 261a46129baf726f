import { contextBridge } from 'electron';
import { DESKTOP_API_KEY, SERVER_URL_ARG, type CodDesktopApi } from '../shared/desktop-api.js';

// Sandboxed preload: the main process passes the server URL as a command-line switch.
const arg = process.argv.find((a) => a.startsWith(SERVER_URL_ARG));

const api: CodDesktopApi = Object.freeze({
  serverUrl: arg ? arg.slice(SERVER_URL_ARG.length) : 'http://localhost:3000',
  platform: process.platform,
});

contextBridge.exposeInMainWorld(DESKTOP_API_KEY, api);
