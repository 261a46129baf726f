import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file under the public pages' folder (templates, pages, islands, entries). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('test data stays out of the public pages', () => {
  it("no production module imports '@cod/contracts/testing' (only *.test.ts(x) do)", () => {
    const offenders = sources(import.meta.dirname)
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .filter((f) => /from\s+['"]@cod\/contracts\/testing['"]|import\(\s*['"]@cod\/contracts\/testing['"]/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
