import { app, BrowserWindow, net, protocol, session } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './app-protocol.js';
import { resolveServerUrl } from './config.js';
import { createNavigationPolicy } from './navigation.js';
import { createMainWindow, guardWebContents } from './window.js';

const serverUrl = resolveServerUrl(process.env);
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const rendererDir = join(import.meta.dirname, '../renderer');
const rendererUrl = devServerUrl ?? APP_ENTRY_URL;
const policy = createNavigationPolicy({ serverUrl, rendererUrl });

// Must happen before the app is ready.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

function openMainWindow() {
  return createMainWindow(
    { BrowserWindow },
    {
      serverUrl,
      policy,
      preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
      load: { url: rendererUrl },
    },
  );
}

// Every web contents (including windows the policy allowed) follows the same navigation rules.
app.on('web-contents-created', (_event, contents) => guardWebContents(contents, policy));

app.whenReady().then(() => {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererDir, (file) => net.fetch(pathToFileURL(file).href)));
  // No permission prompts (camera, notifications from pages, …) are granted to web content.
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  openMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
