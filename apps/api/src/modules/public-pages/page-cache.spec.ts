import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, preparePage } from './page-cache.js';

const html = `<!doctype html><html lang="sr"><body>${'<p>Bežični masažer za vrat i ramena — 2.990 RSD</p>'.repeat(400)}</body></html>`;
const owner = { websiteId: 7, userId: 3 };

describe('preparePage', () => {
  it.each([true, false])('cached=%s: its gzip and brotli copies are the page; the ETag names the bytes', (cached) => {
    const page = preparePage(owner, 200, { 'content-type': 'text/html; charset=utf-8' }, html, cached);
    expect(page.body.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(page.br).toString('utf8')).toBe(html);
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(html);
    expect(page.br.length).toBeLessThan(html.length / 10);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect([page.etagOf(undefined), page.etagOf('gzip'), page.etagOf('br')]).toEqual([page.etag, page.etag.replace(/"$/, '-gz"'), page.etag.replace(/"$/, '-br"')]);
    expect(preparePage(owner, 200, {}, html, !cached).etag).toBe(page.etag);
    expect(preparePage(owner, 200, {}, `${html} `, cached).etag).not.toBe(page.etag);
    expect(page.br).toBe(page.br); // made once, then kept
  });

  it('keeps the owner, and is what the cache holds and drops', () => {
    const cache = new PageCache();
    const page = preparePage({ ...owner, home: true }, 200, {}, html, true);
    expect({ websiteId: page.websiteId, userId: page.userId, home: page.home }).toEqual({ websiteId: 7, userId: 3, home: true });
    cache.set('a|0', page);
    expect(cache.get('a|0')).toBe(page);
    cache.dropWebsite(99, 3); // another site of the same seller: a home page shows whichever site is home
    expect(cache.get('a|0')).toBeUndefined();
  });
});
