import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN, createAppProtocolHandler, resolveAppFile } from './app-protocol.js';

const dir = path.resolve('/opt/cod/out/renderer');

describe('app:// protocol', () => {
  it('maps app://cod paths to files of the renderer folder', () => {
    expect(resolveAppFile(dir, `${APP_ORIGIN}/index.html`)).toBe(path.join(dir, 'index.html'));
    expect(resolveAppFile(dir, `${APP_ORIGIN}/`)).toBe(path.join(dir, 'index.html'));
    expect(resolveAppFile(dir, `${APP_ORIGIN}/assets/index-abc.js`)).toBe(path.join(dir, 'assets/index-abc.js'));
  });

  it('refuses paths outside the folder, other hosts and other schemes', () => {
    // The URL parser already folds literal dot segments, so this stays inside the folder.
    expect(resolveAppFile(dir, `${APP_ORIGIN}/../../../etc/passwd`)).toBe(path.join(dir, 'etc/passwd'));
    expect(resolveAppFile(dir, `${APP_ORIGIN}/%2e%2e/%2e%2e/etc/passwd`)).toBe(path.join(dir, 'etc/passwd'));
    // Encoded slashes survive the parser and are decoded afterwards: they must not escape.
    expect(resolveAppFile(dir, `${APP_ORIGIN}/..%2f..%2fetc/passwd`)).toBeNull();
    expect(resolveAppFile(dir, 'app://other/index.html')).toBeNull();
    expect(resolveAppFile(dir, 'file:///etc/passwd')).toBeNull();
  });

  it('answers 404 without touching the disk for refused URLs', async () => {
    const fetchFile = vi.fn(async () => new Response('x'));
    const handle = createAppProtocolHandler(dir, fetchFile);
    expect((await handle(new Request(`${APP_ORIGIN}/..%2f..%2fetc/passwd`))).status).toBe(404);
    expect(fetchFile).not.toHaveBeenCalled();
    await handle(new Request(`${APP_ORIGIN}/index.html`));
    expect(fetchFile).toHaveBeenCalledWith(path.join(dir, 'index.html'));
  });

  it('adds the CSP of the moment (it follows the chosen server) and nosniff to every answer', async () => {
    let csp = "connect-src 'self'";
    const handle = createAppProtocolHandler(dir, async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }), () => ({ 'content-security-policy': csp }));
    const first = await handle(new Request(`${APP_ORIGIN}/index.html`));
    expect(first.headers.get('content-security-policy')).toBe("connect-src 'self'");
    expect(first.headers.get('content-type')).toBe('text/html');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await first.text()).toBe('<html>');
    csp = "connect-src 'self' https://shop.example.com";
    expect((await handle(new Request(`${APP_ORIGIN}/index.html`))).headers.get('content-security-policy')).toBe(csp);
  });
});
