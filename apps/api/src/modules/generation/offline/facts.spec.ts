import { describe, expect, it } from 'vitest';
import { cleanFactLine, factList, productFactLines, quantitiesOf, translateFeature } from './facts.js';

describe('the product facts glossary', () => {
  it.each([
    ['8 massage heads', '8 masažnih glava'],
    ['3 intensity levels', '3 nivoa intenziteta'],
    ['1 intensity level', '1 nivo intenziteta'],
    ['Heating function up to 45°C', 'Grejanje do 45 °C'],
    ['Car adapter included', 'Auto adapter u kompletu'],
    ['2000 mAh rechargeable battery', 'Punjiva baterija 2000 mAh'],
    ['Auto shut-off after 15 minutes', 'Automatsko isključivanje 15 minuta'],
    ['Fits phones 4-7 inch', 'Za telefone 4–7 inča'],
    ['360° rotation', 'Rotacija 360°'],
    ['30 hours with charging case', 'Kutijica za punjenje 30 sati'],
    ['IPX5 water resistant', 'Vodootporno IPX5'],
    ['100+ sport modes', '100+ režima rada'],
    ['50 ml', 'Zapremina 50 ml'],
    ['150 PSI max', 'Pritisak do 150 PSI'],
    ['1000 mg vitamin C per tablet', 'Vitamin C 1000 mg po tableti'],
    ['Native 720p', 'Rezolucija 720p'],
    ['22 leash rings', '22 karike'],
    ['21 magnets', '21 magnet'],
    ['10W Qi wireless charging pad', 'Bežični punjač Qi, 10 W'],
    ['5 color modes and 5 brightness levels', '5 režima svetla i 5 nivoa jačine svetla'],
    ['Auto-off timer 30/60 min', 'Tajmer za automatsko isključivanje 30/60 minuta'],
    ['Flicker-free LED light', 'LED svetlo bez treperenja'],
    ['1.7L capacity', 'Kapacitet 1,7 L'],
    ['Boil-dry protection', 'Zaštita od rada bez vode'],
    ['360° swivel base', 'Postolje sa rotacijom 360°'],
    ['2000Pa suction power', 'Usisna snaga 2000 Pa'],
    ['2600 mAh battery, up to 120 minutes', 'Baterija 2600 mAh, do 120 minuta'],
    ['2 year warranty', 'Garancija 2 godine'],
    ['6 mm thick', 'Debljina 6 mm'],
  ])('%s → %s', (en, sr) => {
    expect(translateFeature(en)).toBe(sr);
  });

  it('leaves out a line that says nothing it knows, rather than guessing', () => {
    expect(translateFeature('Premium quality material')).toBe('');
    expect(translateFeature('Best gift for your family')).toBe('');
  });

  it('writes figures the Serbian way', () => {
    expect(quantitiesOf('1.9 inch display, 7 days, 45°C, 2 hours')).toEqual(['1,9 inča', '7 dana', '45 °C', '2 sata']);
  });

  it('cleans a Serbian line: no shouting (codes stay), no emoji, no trailing punctuation', () => {
    expect(cleanFactLine('🔥 SUPER JAKA BATERIJA SA USB-C PUNJENJEM!!!')).toBe('Super jaka baterija sa USB-C punjenjem');
    expect(cleanFactLine('• Tri brzine rada.')).toBe('Tri brzine rada');
    expect(cleanFactLine('a'.repeat(30) + ' ' + 'b'.repeat(100)).length).toBeLessThanOrEqual(110);
  });

  it('reuses Serbian and Croatian lines, translates English ones, figures first', () => {
    const { lines } = productFactLines(
      { name: 'Masažer', features: ['Lako se čisti', 'Kapacitet 20000 mAh', '6 izmjenjivih nastavaka', '8 massage heads', 'Premium quality'] },
      ['Masažer'],
    );
    expect(lines).toEqual(['Kapacitet 20000 mAh', '6 nastavaka za zamenu', '8 masažnih glava', 'Lako se čisti']);
  });

  it('writes a Croatian line with Serbian words, never in ijekavian', () => {
    const { lines } = productFactLines(
      { name: 'Kuhalo', features: ['Zapremnina 1,7 L', '30 razina intenziteta', 'Zaštita od pregrijavanja', 'Filtar protiv kamenca', 'Tipke na dodir'] },
      ['Kuhalo'],
    );
    expect(lines).toEqual(['Zapremina 1,7 L', '30 nivoa intenziteta', 'Dugmad na dodir', 'Termička zaštita', 'Filter protiv kamenca']);
  });

  it("leaves the source shop's terms out of the facts, and keeps the product's warranty", () => {
    const { lines } = productFactLines(
      { name: 'Masažer', features: ['Besplatna dostava', 'Dostava 24h', 'Cena: 2990 RSD', '8 massage heads', 'Garancija 2 godine', 'Free shipping worldwide'] },
      ['Masažer'],
    );
    expect(lines).toEqual(['8 masažnih glava', 'Garancija 2 godine']);
  });

  it('gives nothing for an almost empty page', () => {
    expect(productFactLines({ name: 'Gadget', features: [], description: '' }, ['Gadget']).lines).toEqual([]);
  });

  it('lists facts for a sentence', () => {
    expect(factList(['8 masažnih glava', 'Grejanje do 45 °C', 'USB-C punjenje'])).toBe('8 masažnih glava, grejanje do 45 °C i USB-C punjenje');
  });
});
