import { describe, expect, it } from 'vitest';
import { allowPermission } from './permissions.js';

describe('permission requests', () => {
  it('are denied by default, for every kind and every page', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'midi', 'pointerLock', 'openExternal', 'clipboard-read', 'fullscreen', 'display-capture']) {
      expect(allowPermission(permission, 'app://cod/index.html', 'app://cod')).toBe(false);
      expect(allowPermission(permission, 'https://shop.example.com/', 'app://cod')).toBe(false);
    }
  });

  it("allow only the console's own clipboard writes (its copy buttons)", () => {
    expect(allowPermission('clipboard-sanitized-write', 'app://cod/index.html#/domains', 'app://cod')).toBe(true);
    expect(allowPermission('clipboard-sanitized-write', 'https://shop.example.com/', 'app://cod')).toBe(false);
    expect(allowPermission('clipboard-sanitized-write', undefined, 'app://cod')).toBe(false);
  });
});
