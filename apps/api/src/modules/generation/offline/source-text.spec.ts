import { describe, expect, it } from 'vitest';
import { briefText, looksEnglish, looksSerbian, serbianFeatures, serbianSentences, stripMarkup } from './source-text.js';

describe('looksSerbian / looksEnglish', () => {
  it('tells Serbian (with or without diacritics) from English', () => {
    expect(looksSerbian('Ovaj proizvod je izrađen od izdržljivih materijala.')).toBe(true);
    expect(looksSerbian('Ovaj proizvod je napravljen od kvalitetnih materijala i dugo traje.')).toBe(true);
    expect(looksSerbian('Tri brzine rada')).toBe(true);
    expect(looksSerbian('Materijal: nerđajući čelik')).toBe(true);
    expect(looksSerbian('This premium device is the best choice for your home.')).toBe(false);
    expect(looksSerbian('Stainless steel blade')).toBe(false);
    expect(looksSerbian('Power bank')).toBe(false);
    expect(looksSerbian('Premium kvalitet materijala')).toBe(false);
    expect(looksEnglish('Free shipping worldwide')).toBe(true);
    expect(looksEnglish('Besplatna dostava')).toBe(false);
  });
});

describe('stripMarkup', () => {
  it('removes HTML, entities, URLs, e-mails, emoji and seams', () => {
    const s = stripMarkup('<p>Super&nbsp;cena ✅ na https://x.rs/a?b=1 ili pišite na a@b.rs {x} undefined</p>');
    expect(s).not.toMatch(/<|>|&|https|@|✅|\{|undefined/);
    expect(s.replace(/\s+/g, ' ').trim()).toBe('Super cena na ili pišite na x');
  });
});

describe('serbianSentences', () => {
  const names = ['Masažer za vrat'];
  it('keeps cleaned Serbian sentences (25–200 characters), at most three', () => {
    const out = serbianSentences(
      'Prva rečenica je dovoljno duga da prođe. kratko. Druga rečenica opisuje kako se proizvod koristi svakog dana. This one is English and should go. Treća rečenica je takođe na našem jeziku i ostaje. Četvrta rečenica se više ne uzima jer je limit tri.',
      names,
    );
    expect(out).toEqual([
      'Prva rečenica je dovoljno duga da prođe.',
      'Druga rečenica opisuje kako se proizvod koristi svakog dana.',
      'Treća rečenica je takođe na našem jeziku i ostaje.',
    ]);
  });
  it('cuts very long sentences and drops the name in a declined position', () => {
    const long = `Ovaj uređaj je ${'veoma '.repeat(60)}dobar.`;
    const [s] = serbianSentences(long, names);
    expect(s.length).toBeLessThanOrEqual(200);
    expect(s.endsWith('.')).toBe(true);
    expect(serbianSentences('Uz Masažer za vrat ćete konačno zaboraviti na bolove u ramenima.', names)).toEqual([]);
  });
  it('returns nothing for English or empty text', () => {
    expect(serbianSentences('The best massager for your neck and shoulders. Free shipping now!', names)).toEqual([]);
    expect(serbianSentences(undefined, names)).toEqual([]);
  });
});

describe('serbianFeatures', () => {
  it('keeps short Serbian lines without list markers and English lines out', () => {
    expect(serbianFeatures(['• Tri brzine rada', '- Lako se čisti.', 'Easy to use', '1. Kapacitet 2 l', 'Tri brzine rada', '✓ Bez BPA materijala'], [])).toEqual([
      'Tri brzine rada',
      'Lako se čisti',
      'Kapacitet 2 l',
      'Bez BPA materijala',
    ]);
  });
});

describe('briefText', () => {
  it('turns a brief field into a sentence, or nothing when it is English', () => {
    expect(briefText('žene od 30 do 50 godina', [])).toBe('Žene od 30 do 50 godina.');
    expect(briefText('Women who want the best skin', [])).toBe('');
    expect(briefText('   ', [])).toBe('');
    expect(briefText(undefined, [])).toBe('');
  });
});
