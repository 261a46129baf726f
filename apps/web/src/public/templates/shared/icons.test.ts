import { describe, expect, it } from 'vitest';
import { iconName } from './icons.js';

describe('iconName', () => {
  it('keeps known names, maps the copywriter’s lucide names, and falls back to check for anything else', () => {
    expect(iconName('Truck')).toBe('truck');
    expect(iconName('cart')).toBe('cart');
    expect(iconName('shield-check')).toBe('shield');
    for (const odd of ['constructor', '__proto__', 'toString', '', undefined]) expect(iconName(odd)).toBe('check');
  });
});
