import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL } from './app-protocol.js';
import { createNavigationPolicy, originOf } from './navigation.js';

describe('navigation policy', () => {
  let server: string | null = 'http://localhost:3000';
  const policy = createNavigationPolicy({ server: () => server, rendererUrl: APP_ENTRY_URL });

  it('knows the origin of the custom scheme', () => {
    expect(originOf('app://cod/index.html#/admin')).toBe('app://cod');
    expect(originOf('file:///etc/passwd')).toBeNull();
    expect(originOf(undefined)).toBeNull();
    expect(policy.rendererOrigin).toBe('app://cod');
  });

  it('allows the renderer (any hash route) and the chosen server origin', () => {
    expect(policy.canNavigate('app://cod/index.html#/admin')).toBe(true);
    expect(policy.canNavigate('http://localhost:3000/moj-proizvod')).toBe(true);
  });

  it('refuses files, other origins and other schemes', () => {
    expect(policy.canNavigate('file:///etc/passwd')).toBe(false);
    expect(policy.canNavigate('app://other/index.html')).toBe(false);
    expect(policy.canNavigate('https://evil.example/')).toBe(false);
    expect(policy.canNavigate('http://localhost:3001/')).toBe(false);
    expect(policy.canNavigate('javascript:alert(1)')).toBe(false);
  });

  it('opens new windows only for server pages; http(s) and mailto links may go to the system browser', () => {
    expect(policy.canOpenWindow('http://localhost:3000/moj-proizvod')).toBe(true);
    expect(policy.canOpenWindow('https://evil.example/')).toBe(false);
    expect(policy.canOpenWindow(APP_ENTRY_URL)).toBe(false);
    expect(policy.opensExternally('https://www.facebook.com/events_manager')).toBe(true);
    expect(policy.opensExternally('mailto:podrska@example.com')).toBe(true);
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'ms-settings:', 'not a url']) expect(policy.opensExternally(url)).toBe(false);
  });

  it('follows the chosen server: none before the first run, the new one after a change', () => {
    server = null;
    expect(policy.canNavigate('http://localhost:3000/')).toBe(false);
    expect(policy.canOpenWindow('http://localhost:3000/')).toBe(false);
    expect(policy.canNavigate(APP_ENTRY_URL)).toBe(true);
    server = 'https://shop.example.com';
    expect(policy.canNavigate('https://shop.example.com/x')).toBe(true);
    expect(policy.canNavigate('http://localhost:3000/')).toBe(false);
    server = 'http://localhost:3000';
  });

  it('allows the dev server origin in development', () => {
    const dev = createNavigationPolicy({ server: () => 'http://localhost:3000', rendererUrl: 'http://localhost:5173/' });
    expect(dev.canNavigate('http://localhost:5173/#/settings')).toBe(true);
    expect(dev.canNavigate('http://localhost:5174/')).toBe(false);
  });
});
