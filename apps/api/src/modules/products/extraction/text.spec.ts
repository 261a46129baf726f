import { describe, expect, it } from 'vitest';
import { cleanDescription, cleanFeature, cleanText, htmlToText, stripSiteSuffix } from './text.js';

describe('text', () => {
  it('strips tags, decodes entities and keeps paragraphs', () => {
    expect(htmlToText('<p>Prvi&nbsp;red &amp; <b>jak</b></p><p>Drugi<br>treći</p><script>x()</script>')).toBe('Prvi red & jak\nDrugi\ntreći');
    expect(cleanText('  Lampa\n\t &quot;Aurora&quot; ')).toBe('Lampa "Aurora"');
  });

  it('caps descriptions at about 2 000 characters on a word boundary', () => {
    const description = cleanDescription('reč '.repeat(1000))!;
    expect(description.length).toBeLessThanOrEqual(2000);
    expect(description.endsWith('reč…')).toBe(true);
  });

  it('cleans feature lines', () => {
    expect(cleanFeature('  ✓ Brzo punjenje ')).toBe('Brzo punjenje');
    expect(cleanFeature('• Boja: crna')).toBe('Boja: crna');
    expect(cleanFeature('x'.repeat(200))).toBeUndefined();
    expect(cleanFeature('')).toBeUndefined();
  });

  it('strips shop names from titles', () => {
    expect(stripSiteSuffix('Lampa Aurora | Lumina Home')).toBe('Lampa Aurora');
    expect(stripSiteSuffix('Lampa Aurora - Lumina Home')).toBe('Lampa Aurora');
    expect(stripSiteSuffix('Lampa Aurora – Lumina')).toBe('Lampa Aurora');
    expect(stripSiteSuffix('Lampa - Aurora | Prodavnica', 'Prodavnica')).toBe('Lampa - Aurora');
    expect(stripSiteSuffix('Lampa Aurora')).toBe('Lampa Aurora');
  });
});
