import type { Palette } from '@cod/contracts';

/** The palette of a site without one (and for any of its values that is not a colour). */
export const DEFAULT_PALETTE = { primary: '#0D9488', bg: '#F0FDFA', secondary: '#14B8A6', accent: '#F59E0B', text: '#1F2937' } as const satisfies Required<Palette>;

const HEX = /^#[0-9a-f]{3,8}$/i;
const VARS = [
  ['--brand', 'primary'],
  ['--brand-2', 'secondary'],
  ['--accent', 'accent'],
  ['--page-bg', 'bg'],
  ['--ink', 'text'],
] as const;

/**
 * A site's palette as the public stylesheet's custom properties (--brand, --brand-2, --accent,
 * --page-bg, --ink). Only colour values pass; the `fallback` palette fills the others, else they
 * are left out.
 */
export function paletteVars(palette: Partial<Palette> | null | undefined, fallback?: Required<Palette>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, key] of VARS) {
    const v: unknown = palette?.[key];
    if (typeof v === 'string' && HEX.test(v.trim())) vars[name] = v.trim();
    else if (fallback) vars[name] = fallback[key];
  }
  return vars;
}
