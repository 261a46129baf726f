import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_URL, DesktopConfigError, resolveServerUrl } from './config.js';

describe('resolveServerUrl', () => {
  it('defaults to http://localhost:3000', () => {
    expect(resolveServerUrl({})).toBe(DEFAULT_SERVER_URL);
    expect(resolveServerUrl({ COD_SERVER_URL: '  ' })).toBe(DEFAULT_SERVER_URL);
  });

  it('takes COD_SERVER_URL and keeps only its origin', () => {
    expect(resolveServerUrl({ COD_SERVER_URL: 'https://shop.example.com/admin/' })).toBe('https://shop.example.com');
  });

  it('refuses non-http URLs and garbage', () => {
    expect(() => resolveServerUrl({ COD_SERVER_URL: 'file:///etc/passwd' })).toThrow(DesktopConfigError);
    expect(() => resolveServerUrl({ COD_SERVER_URL: 'not a url' })).toThrow(DesktopConfigError);
  });
});
