import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESKTOP_TEXTS } from '../apps/desktop/src/renderer/texts.js';
import { createClientViaApi, signInWithForm } from './helpers.js';

/**
 * The packaged shape of the desktop console in a real Electron: main process, sandboxed preload, renderer
 * from app://, against the browser tests' server. Electron's binary cannot be downloaded on the machines
 * that run CI (npm install deliberately skips it), so this runs only where ELECTRON_PATH names one, e.g.
 * ELECTRON_PATH=$(node -p "require('electron')") after `npx electron --version` has fetched it.
 */
const ELECTRON_PATH = process.env.ELECTRON_PATH;
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/desktop/out/main/index.js');
const skipReason = !ELECTRON_PATH
  ? 'ELECTRON_PATH is not set: no Electron binary on this machine (npm install does not download it)'
  : !fs.existsSync(main)
    ? `the desktop app is not built (${main}): run npm run build:desktop`
    : null;
if (skipReason) console.log(`desktop-electron.spec.ts skipped: ${skipReason}`);

test.describe('desktop console in Electron', () => {
  test.skip(!!skipReason, skipReason ?? '');

  let app: ElectronApplication;
  let userData: string;

  test.beforeAll(async () => {
    userData = fs.mkdtempSync(path.join(os.tmpdir(), 'cod-desktop-e2e-'));
    app = await electron.launch({ executablePath: ELECTRON_PATH, args: [main, `--user-data-dir=${userData}`], env: { ...process.env, COD_SERVER_URL: '' } });
  });

  test.afterAll(async () => {
    await app?.close();
    fs.rmSync(userData, { recursive: true, force: true });
  });

  test('first run asks for the server, then the sign-in; the token stays out of the renderer', async ({ baseURL, request }) => {
    const window = await app.firstWindow();
    await expect(window.getByText(DESKTOP_TEXTS.firstRunTitle)).toBeVisible();
    // The renderer is sandboxed, isolated and without Node.
    expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await window.evaluate(() => Object.keys((window as unknown as { codDesktop: object }).codDesktop).sort())).toEqual(['events', 'platform', 'saveFile', 'server', 'session']);

    await window.getByLabel(DESKTOP_TEXTS.serverAddress).fill(baseURL!);
    await window.getByRole('button', { name: DESKTOP_TEXTS.connect }).click();
    const seller = await createClientViaApi(request);
    await signInWithForm(window, seller.email, seller.password);
    await expect(window).toHaveURL(/#\/create/);
    expect(await window.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('auth_token');

    // Navigation outside the app and the chosen server is refused.
    await window.evaluate(() => (location.href = 'https://example.com/'));
    await expect(window).toHaveURL(/#\/create/);
  });
});
