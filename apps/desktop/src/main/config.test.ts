import { describe, expect, it } from 'vitest';
import { DesktopConfigError, normalizeServerUrl, serverOverride } from './config.js';

describe('server address rules', () => {
  it('keeps only the origin of an http(s) address', () => {
    expect(normalizeServerUrl('https://shop.example.com/admin/')).toBe('https://shop.example.com');
    expect(normalizeServerUrl('  http://localhost:3000  ')).toBe('http://localhost:3000');
    expect(normalizeServerUrl('HTTPS://Shop.Example.COM:443/x?y#z')).toBe('https://shop.example.com');
  });

  it('adds a scheme when none is typed: http for this machine and the office network, else https', () => {
    expect(normalizeServerUrl('localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeServerUrl('192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(normalizeServerUrl('10.0.0.5')).toBe('http://10.0.0.5');
    expect(normalizeServerUrl('shop.example.com')).toBe('https://shop.example.com');
    expect(normalizeServerUrl('shop.example.com/admin')).toBe('https://shop.example.com');
  });

  it('refuses other schemes, credentials, spaces and garbage', () => {
    for (const bad of ['', '   ', 'file:///etc/passwd', 'javascript:alert(1)', 'ftp://x.example', 'https://user:pass@x.example', 'http://exa mple.com', 'http://', 'a\nb', 42, null, 'x'.repeat(3000)]) {
      expect(normalizeServerUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('COD_SERVER_URL', () => {
  it('is optional: unset means no override (the first run asks)', () => {
    expect(serverOverride({})).toBeNull();
    expect(serverOverride({ COD_SERVER_URL: '  ' })).toBeNull();
  });

  it('is an origin when set, and an error when unusable', () => {
    expect(serverOverride({ COD_SERVER_URL: 'https://shop.example.com/admin/' })).toBe('https://shop.example.com');
    expect(() => serverOverride({ COD_SERVER_URL: 'file:///etc/passwd' })).toThrow(DesktopConfigError);
    expect(() => serverOverride({ COD_SERVER_URL: 'not a url' })).toThrow(DesktopConfigError);
  });
});
