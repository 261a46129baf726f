import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL } from './app-protocol.js';
import { createNavigationPolicy, originOf } from './navigation.js';

describe('navigation policy', () => {
  const policy = createNavigationPolicy({ serverUrl: 'http://localhost:3000', rendererUrl: APP_ENTRY_URL });

  it('knows the origin of the custom scheme', () => {
    expect(originOf('app://cod/index.html#/admin')).toBe('app://cod');
    expect(originOf('file:///etc/passwd')).toBeNull();
  });

  it('allows the renderer (any hash route) and the server origin', () => {
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

  it('opens new windows only for server pages', () => {
    expect(policy.canOpenWindow('http://localhost:3000/moj-proizvod')).toBe(true);
    expect(policy.canOpenWindow('https://evil.example/')).toBe(false);
    expect(policy.canOpenWindow(APP_ENTRY_URL)).toBe(false);
  });

  it('allows the dev server origin in development', () => {
    const dev = createNavigationPolicy({ serverUrl: 'http://localhost:3000', rendererUrl: 'http://localhost:5173/' });
    expect(dev.canNavigate('http://localhost:5173/#/settings')).toBe(true);
    expect(dev.canNavigate('http://localhost:5174/')).toBe(false);
  });
});
