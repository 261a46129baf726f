import { describe, expect, it } from 'vitest';
import {
  cleanName,
  cutAtWord,
  isPluralName,
  lowerFirst,
  misusesName,
  plural,
  polish,
  resolveGender,
  shortNameFrom,
  trimJunk,
} from './text.js';

describe('cutAtWord', () => {
  it('keeps short texts whole', () => {
    expect(cutAtWord('Masažer za vrat', 60)).toBe('Masažer za vrat');
  });
  it('cuts at a word boundary, never mid-word, and drops dangling words and separators', () => {
    const name = 'Ortopedski jastuk od memorijske pene za bolji san i zdravija leđa, ergonomski oblik';
    const cut = cutAtWord(name, 60);
    expect(cut).toBe('Ortopedski jastuk od memorijske pene za bolji san i zdravija');
    expect(cutAtWord('Krema za lice, sa kolagenom', 14)).toBe('Krema za lice');
    expect(cutAtWord('Kit for Men with LED', 13)).toBe('Kit for Men');
    expect(cutAtWord('Punjač (USB-C i Lightning) brzi', 20)).toBe('Punjač');
  });
  it('keeps a final period only when asked', () => {
    expect(cutAtWord('Prva rečenica. Druga rečenica koja je duga.', 20, true)).toBe('Prva rečenica. Druga');
    expect(cutAtWord('Prva rečenica.', 20, true)).toBe('Prva rečenica.');
    expect(cutAtWord('Kratko.', 20)).toBe('Kratko');
  });
  it('cuts a single over-long word hard (the only way to stay in the limit)', () => {
    expect(cutAtWord('a'.repeat(80), 60)).toHaveLength(60);
  });
});

describe('trimJunk', () => {
  it('removes trailing separators and unbalanced brackets', () => {
    expect(trimJunk('Mi Band 8 (2024')).toBe('Mi Band 8');
    expect(trimJunk('Set – ')).toBe('Set');
    expect(trimJunk('Krema za')).toBe('Krema');
    expect(trimJunk('Krema za', false, false)).toBe('Krema za');
  });
});

describe('cleanName', () => {
  it('cleans seams out of a product name', () => {
    expect(cleanName('  Krema   za lice  ')).toBe('Krema za lice');
    expect(cleanName('Krema - 50ml')).toBe('Krema – 50ml');
    expect(cleanName('Krema {promo} () [2024]')).toBe('Krema promo (2024)');
    expect(cleanName('<b>Fen</b> za kosu ,')).toBe('Fen za kosu');
    expect(cleanName('masažer za stopala')).toBe('Masažer za stopala');
    expect(cleanName('iPhone 15 maska')).toBe('iPhone 15 maska');
    expect(cleanName('!!!')).toBe('Proizvod');
    expect(cleanName(undefined)).toBe('Proizvod');
  });
});

describe('shortNameFrom', () => {
  it('takes the first words, at most 30 characters, without model noise', () => {
    expect(shortNameFrom('Xiaomi Mi Band 8 Pro (2024)')).toBe('Xiaomi Mi Band 8');
    expect(shortNameFrom('Masažer za vrat i leđa')).toBe('Masažer za vrat');
    expect(shortNameFrom('Ortopedski jastuk od memorijske pene')).toBe('Ortopedski jastuk');
    expect(shortNameFrom('Wireless Earbuds with Noise Cancelling')).toBe('Wireless Earbuds');
    expect(shortNameFrom('Lego kocke 500 delova')).toBe('Lego kocke');
    expect(shortNameFrom('Gel')).toBe('Gel');
    expect(shortNameFrom('Maska za lice – zlatna')).toBe('Maska za lice');
    expect(shortNameFrom('Set 3 u 1 – četka, češalj & fen')).toBe('Set 3 u 1');
    for (const n of ['Supercalifragilisticexpialidocious Deluxe Edition', 'A'.repeat(50), 'Punjač 65W (GaN) USB-C/USB-A']) {
      const s = shortNameFrom(n);
      expect(s.length).toBeGreaterThan(0);
      expect(s.length).toBeLessThanOrEqual(30);
    }
  });
});

describe('agreement helpers', () => {
  it('resolves gender markers', () => {
    expect(resolveGender('[Kupio|Kupila] sam ga i [zadovoljan|zadovoljna] sam.', true)).toBe('Kupila sam ga i zadovoljna sam.');
    expect(resolveGender('[Kupio|Kupila] sam ga.', false)).toBe('Kupio sam ga.');
  });
  it('knows plural product names', () => {
    expect(isPluralName('Bežične slušalice Pro')).toBe(true);
    expect(isPluralName('Tepisi za auto')).toBe(true);
    expect(isPluralName('Sunčane naočare')).toBe(true);
    expect(isPluralName('Masažer za vrat')).toBe(false);
    expect(isPluralName('Krema za lice')).toBe(false);
    expect(isPluralName('Smart Device')).toBe(false);
  });
  it('declines after numbers', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 41].map((n) => `${n} ${plural(n, 'godinu', 'godine', 'godina')}`)).toEqual([
      '1 godinu', '2 godine', '5 godina', '11 godina', '21 godinu', '22 godine', '25 godina', '41 godinu',
    ]);
  });
  it('lower-cases a first letter except in brands', () => {
    expect(lowerFirst('Negovan izgled')).toBe('negovan izgled');
    expect(lowerFirst('USB kabl')).toBe('USB kabl');
  });
});

describe('misusesName', () => {
  it('finds the name after a preposition or an imperative', () => {
    const names = ['Masažer za vrat'];
    expect(misusesName('Uz Masažer za vrat nema bolova.', names)).toBe(true);
    expect(misusesName('Naručite Masažer za vrat danas.', names)).toBe(true);
    expect(misusesName('probajte masažer za vrat', names)).toBe(true);
    expect(misusesName('Masažer za vrat vam donosi olakšanje.', names)).toBe(false);
    expect(misusesName('Naziv: Masažer za vrat', names)).toBe(false);
    expect(misusesName('Zove se Masažer za vrat.', names)).toBe(false);
  });
});

describe('polish', () => {
  it('repairs seams', () => {
    expect(polish('Ovo je  tekst , sa greškom .. i praznim () zagradama')).toBe('Ovo je tekst, sa greškom. I praznim zagradama');
    expect(polish('Prvo. drugo! treće? četvrto')).toBe('Prvo. Drugo! Treće? Četvrto');
    expect(polish('Cena - samo danas')).toBe('Cena – samo danas');
    expect(polish('Tekst {x} [y]')).toBe('Tekst x y');
    expect(polish('Čekajte...')).toBe('Čekajte…');
    expect(polish('Red 1\n\n\n\nRed 2')).toBe('Red 1\n\nRed 2');
    expect(polish('Ocena 4,9/5 i 49,99 €')).toBe('Ocena 4,9/5 i 49,99 €');
  });
  it('leaves a mixed-case brand as it is', () => {
    expect(polish('Kupite ovo. iPhone maska stiže sutra.')).toBe('Kupite ovo. iPhone maska stiže sutra.');
  });
});
