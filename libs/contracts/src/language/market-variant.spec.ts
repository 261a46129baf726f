import { describe, expect, it } from 'vitest';
import { ekavianWords, ijekavianWords, MARKET_VARIANT_TABLE_SIZE, toEkavian, toMarketVariant, wrongVariantWords } from './market-variant.js';
import { BOSNIA_WORDS, NEDELJA_IJEKAVIAN, PREFIX_PAIRS, WORD_PAIRS } from './word-table.js';

const me = (t: string) => toMarketVariant(t, 'Montenegro');
const ba = (t: string) => toMarketVariant(t, 'Bosnia');

describe('toMarketVariant word table', () => {
  it.each([
    ['cena', 'cijena'], ['cene', 'cijene'], ['ceni', 'cijeni'], ['cenom', 'cijenom'], ['cenu', 'cijenu'],
    ['posle', 'poslije'], ['pre', 'prije'], ['primetila', 'primijetila'], ['primetiti', 'primijetiti'], ['primetio', 'primijetio'],
    ['mleko', 'mlijeko'], ['vreme', 'vrijeme'], ['mesto', 'mjesto'], ['mesta', 'mjesta'], ['dete', 'dijete'], ['deca', 'djeca'],
    ['deteta', 'djeteta'], ['lepo', 'lijepo'], ['lep', 'lijep'], ['lepota', 'ljepota'], ['reč', 'riječ'], ['reči', 'riječi'],
    ['uvek', 'uvijek'], ['svet', 'svijet'], ['videti', 'vidjeti'], ['video', 'vidio'], ['videla', 'vidjela'], ['deo', 'dio'],
    ['delovi', 'dijelovi'], ['dela', 'dijela'], ['belo', 'bijelo'], ['cev', 'cijev'], ['ceo', 'cijeli'], ['celu', 'cijelu'],
    ['cele', 'cijele'], ['hteo', 'htio'], ['htela', 'htjela'], ['pesma', 'pjesma'], ['osećaj', 'osjećaj'], ['oseća', 'osjeća'],
    ['osetila', 'osjetila'], ['uspešno', 'uspješno'], ['uspeh', 'uspjeh'], ['uspeo', 'uspio'], ['grejanje', 'grijanje'],
    ['grejanjem', 'grijanjem'], ['gde', 'gdje'], ['ovde', 'ovdje'], ['dve', 'dvije'], ['obe', 'obje'], ['čovek', 'čovjek'],
    ['telo', 'tijelo'], ['lek', 'lijek'], ['lekar', 'ljekar'], ['savet', 'savjet'], ['sledeći', 'sljedeći'], ['poslednji', 'posljednji'],
    ['promena', 'promjena'], ['promeni', 'promijeni'], ['zamenu', 'zamjenu'], ['proverite', 'provjerite'], ['proveren', 'provjeren'],
    ['bezbedno', 'bezbjedno'], ['poverenje', 'povjerenje'], ['umesto', 'umjesto'], ['mesec', 'mjesec'], ['meseca', 'mjeseca'],
    ['svež', 'svjež'], ['nežna', 'nježna'], ['vežbanje', 'vježbanje'], ['vrednost', 'vrijednost'], ['vredi', 'vrijedi'],
    ['želeo', 'želio'], ['volela', 'voljela'], ['živeo', 'živio'], ['uštedela', 'uštedjela'], ['zahteva', 'zahtijeva'],
    ['merač', 'mjerač'], ['mere', 'mjere'], ['deluje', 'djeluje'], ['rešenje', 'rješenje'], ['rešila', 'riješila'], ['pena', 'pjena'],
    ['napred', 'naprijed'], ['nega', 'njega'], ['negu', 'njegu'], ['negovan', 'njegovan'], ['neguje', 'njeguje'], ['ispovest', 'ispovijest'], ['unapred', 'unaprijed'], ['retko', 'rijetko'], ['ređe', 'rjeđe'], ['primer', 'primjer'], ['primerak', 'primjerak'], ['prosečna', 'prosječna'], ['dole', 'dolje'], ['oduvek', 'oduvijek'], ['ocena', 'ocjena'], ['smeo', 'smio'], ['sme', 'smije'],
  ])('%s → %s (both markets)', (ek, ij) => {
    expect(me(ek)).toBe(ij);
    expect(ba(ek)).toBe(ij);
  });

  it('keeps case: Cena → Cijena, CENA → CIJENA, Posle → Poslije', () => {
    expect(me('Cena')).toBe('Cijena');
    expect(me('CENA')).toBe('CIJENA');
    expect(me('Posle prve nedelje')).toBe('Poslije prve nedjelje');
    expect(me('PRE I POSLE')).toBe('PRIJE I POSLIJE');
    expect(me('Dete')).toBe('Dijete');
    expect(me('DECA')).toBe('DJECA');
    expect(me('Osećaj')).toBe('Osjećaj');
  });

  it('a week: sedmica on Bosnian pages, nedjelja on Montenegrin ones', () => {
    expect(ba('posle prve nedelje')).toBe('poslije prve sedmice');
    expect(ba('Prva nedelja: nijedan problem')).toBe('Prva sedmica: nijedan problem');
    expect(ba('pre nedelju dana, tri nedelje, nekoliko nedelja, nedeljom')).toBe('prije sedmicu dana, tri sedmice, nekoliko sedmica, sedmicom');
    expect(ba('nedjelju dana')).toBe('sedmicu dana');
    expect(ba('posle korišćenja')).toBe('poslije korištenja');
    expect(me('posle korišćenja')).toBe('poslije korišćenja');
    expect(me('pre nedelju dana')).toBe('prije nedjelju dana');
    expect(me('Prva nedelja')).toBe('Prva nedjelja');
  });

  it('leaves false friends and words without yat alone', () => {
    const same = [
      'prevoz', 'preko', 'preporuka', 'prednost', 'predstavlja', 'prezadovoljna', 'pregled', 'premium', 'prema', 'pred',
      'zdravlje', 'sigurno', 'centar', 'cent', 'deset', 'pedeset', 'dvadeset', 'dimenzije', 'meni', 'mene', 'vide', 'vidim',
      'vidite', 'celulit', 'detalji', 'detaljno', 'telefon', 'rečenica', 'reklama', 'bolest', 'vremena', 'vremenom', 'vremenu',
      'vremenski', 'smeće', 'delikatan', 'Mercedes', 'merima', 'sedam', 'set', 'sekunde', 'decimalni', 'dekoracija', 'leđa',
      'zrenjanin', 'Beograd', 'potreban', 'treba', 'istovremeno', 'savremen', 'debela', 'kamera', 'korektno', 'vole', 'žele',
      'testirano', 'levo', 'telegram', 'stres', 'dnevno', 'ortopedski', 'posebno', 'uslovi', 'nego', 'njega', 'njegova', 'prevelik',
      'umetnite', 'procenat', 'procenta', 'reci', 'rekao', 'rekla', 'smeđa', 'pogrešno', 'sreća', 'nedostatak', 'napomena', 'uspomena',
    ];
    for (const word of same) {
      expect(me(word), word).toBe(word);
      expect(ba(word), word).toBe(word);
      expect(ekavianWords(word), word).toEqual([]);
    }
  });

  it('Serbia (and unknown markets) get the very same string', () => {
    const text = 'Posle prve nedelje primetila sam da je cena odlična.';
    expect(toMarketVariant(text, 'Serbia')).toBe(text);
    expect(toMarketVariant(text, undefined)).toBe(text);
    expect(toMarketVariant(text, 'Croatia')).toBe(text);
  });

  it('converts whole sentences and leaves punctuation, numbers and markup characters as they are', () => {
    expect(me('Dostava na teritoriji cele Srbije, posle 2–5 dana. Cena: 2.990 RSD!')).toBe('Dostava na teritoriji cijele Srbije, poslije 2–5 dana. Cijena: 2.990 RSD!');
    expect(ba('Već posle prve nedelje primetio sam da se osećam lepše.')).toBe('Već poslije prve sedmice primijetio sam da se osjećam ljepše.');
    expect(me('Mama i ja ga koristimo i obe smo oduševljene, a deca ga vole.')).toBe('Mama i ja ga koristimo i obje smo oduševljene, a djeca ga vole.');
    expect(me('Ceo dan sam [video|videla] utiske.')).toBe('Cijeli dan sam [vidio|vidjela] utiske.');
  });

  it('leaves the all-capital English CEO and mixed-case brand names alone', () => {
    expect(me('CEO')).toBe('CEO');
    expect(me('LePo')).toBe('LePo');
  });

  it('is idempotent: an ijekavian text stays as it is', () => {
    const ij = [...WORD_PAIRS, ...NEDELJA_IJEKAVIAN].map(([, v]) => v).join(' ');
    expect(me(ij)).toBe(ij);
    const prefixed = PREFIX_PAIRS.map(([, v]) => `${v}a`).join(' ');
    expect(me(prefixed)).toBe(prefixed);
    const bosnian = BOSNIA_WORDS.map(([, v]) => v).join(' ');
    expect(ba(bosnian)).toBe(bosnian);
  });
});

describe('leftover checks', () => {
  it('ekavianWords finds what a Bosnian or Montenegrin page must not show', () => {
    expect(ekavianWords('Posle prve nedelje, cena je lepa, a prevoz je besplatan.')).toEqual(['Posle', 'nedelje', 'cena', 'lepa']);
    expect(ekavianWords(me('Posle prve nedelje, cena je lepa, a prevoz je besplatan.'))).toEqual([]);
  });

  it('ijekavianWords finds what a Serbian page must not show', () => {
    expect(ijekavianWords('Poslije prve nedjelje cijena je lijepa, a prevoz je besplatan.')).toEqual(['Poslije', 'nedjelje', 'cijena', 'lijepa']);
    expect(ijekavianWords('Posle prve nedelje cena je lepa, a prevoz je besplatan.')).toEqual([]);
    // Cities of Bosnia and Montenegro are names, but a Serbian page has no reason to show them anyway.
    expect(ijekavianWords('vidim, vide, vremena, sedmica, mene, sigurno, njega, njegova, njegov')).toEqual([]);
  });

  it('wrongVariantWords: a Bosnian page carries no week but sedmica', () => {
    expect(wrongVariantWords('poslije prve nedjelje', 'Bosnia')).toEqual(['nedjelje']);
    expect(wrongVariantWords('poslije prve nedjelje', 'Montenegro')).toEqual([]);
    expect(wrongVariantWords('poslije prve sedmice', 'Serbia')).toEqual(['poslije']);
  });

  it('every ekavian form of the table is found by ekavianWords, and none of its ijekavian forms', () => {
    for (const [ek, ij] of [...WORD_PAIRS, ...NEDELJA_IJEKAVIAN]) {
      if (ek === ij) continue;
      expect(ekavianWords(ek), ek).toEqual([ek]);
      expect(ekavianWords(ij), ij).toEqual([]);
    }
    expect(MARKET_VARIANT_TABLE_SIZE.words).toBeGreaterThan(400);
  });
});

describe('toEkavian: lines reused from Croatian and Bosnian shops read right on a Serbian page', () => {
  it('turns ijekavian forms back, keeping case, and leaves ekavian and neutral words alone', () => {
    expect(toEkavian('Grijanje do 45 °C i ljepljiva traka, cijena po mjeri')).toBe('Grejanje do 45 °C i lepljiva traka, cena po meri');
    expect(toEkavian('CIJENA')).toBe('CENA');
    expect(toEkavian('Njegov telefon, sigurno i brzo')).toBe('Njegov telefon, sigurno i brzo');
    expect(ijekavianWords(toEkavian('Grijani ulošci, poslije tri sedmice'))).toEqual([]);
  });
  it('round-trips: a Serbian line converted to ijekavian comes back as it was', () => {
    for (const line of ['Cena je ista posle prve nedelje', 'Lepo mesto za dete', 'Grejanje i mleko']) {
      expect(toEkavian(toMarketVariant(line, 'Montenegro'))).toBe(line);
    }
  });
});
