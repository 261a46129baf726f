import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Each page kind inlines only its own stylesheet, and Tailwind builds it from the sources its @source
 * lines name. A component a page renders from elsewhere (a shared badge, an icon) must be named there
 * too, or its utility classes are silently missing from that page.
 */
const root = path.resolve(import.meta.dirname, '..');

const SHEETS: Record<string, string[]> = {
  'product.css': ['pages/ProductPage.tsx', 'pages/NotFoundPage.tsx'],
  'thank-you.css': ['pages/thank-you/parts.tsx'],
  'storefront.css': ['pages/storefront/parts.tsx'],
};

function sourcesOf(sheet: string): string[] {
  const css = readFileSync(path.join(root, 'styles', sheet), 'utf8');
  return [...css.matchAll(/@source\s+"([^"]+)"/g)].map((m) => path.resolve(root, 'styles', m[1]!));
}

/** The module a relative import names (.js written for .ts/.tsx sources). */
function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  for (const ext of ['.tsx', '.ts']) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** Every module a page's components reach through relative imports. */
function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = entries.map((e) => path.join(root, e));
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
      const dep = resolveImport(file, m[1]!);
      if (dep) todo.push(dep);
    }
  }
  return seen;
}

const covered = (file: string, sources: string[]) =>
  sources.some((s) => file === s || (existsSync(s) && statSync(s).isDirectory() && file.startsWith(s + path.sep)));

describe('each public stylesheet sees every component its pages render', () => {
  for (const [sheet, entries] of Object.entries(SHEETS)) {
    it(sheet, () => {
      const sources = sourcesOf(sheet);
      const missing = [...closure(entries)]
        .filter((f) => /className="|className=\{`/.test(readFileSync(f, 'utf8')))
        .filter((f) => !covered(f, sources))
        .map((f) => path.relative(root, f));
      expect(missing).toEqual([]);
    });
  }

  it('the page entries exist', () => {
    for (const entries of Object.values(SHEETS)) for (const e of entries) expect(existsSync(path.join(root, e))).toBe(true);
    expect(readdirSync(path.join(root, 'styles')).filter((f) => f.endsWith('.css') && f !== 'shared.css').sort()).toEqual(Object.keys(SHEETS).sort());
  });
});
