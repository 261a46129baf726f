import { describe, expect, it } from 'vitest';
import { categoryScores, detectCategory, normalizeForMatching } from './categories.js';
import type { ProductCategory } from './website.js';

const CASES: [string, ProductCategory][] = [
  // health
  ['Masažer za vrat i leđa', 'health'],
  ['Masazer za vrat i ledja', 'health'],
  ['Ortopedski jastuk', 'health'],
  ['Korektor držanja', 'health'],
  ['Vitamin C 1000 mg', 'health'],
  ['Kolagen u prahu', 'health'],
  ['Magnezijum + B6 tablete', 'health'],
  ['Posture Corrector for Men', 'health'],
  ['Neck Massager with Heat', 'health'],
  ['Gel protiv bolova u zglobovima', 'health'],
  ['Krema za bolove', 'health'],
  // tech
  ['Xiaomi Mi Band 8 Pro (2024)', 'tech'],
  ['Bežične slušalice Pro 5.3', 'tech'],
  ['Bezicne slusalice', 'tech'],
  ['Apple AirPods Pro 2', 'tech'],
  ['Wireless Earbuds with Noise Cancelling', 'tech'],
  ['Power bank 20000 mAh', 'tech'],
  ['Pametni sat S9', 'tech'],
  ['Maska za iPhone 15', 'tech'],
  ['Bluetooth zvučnik', 'tech'],
  ['Tablet 10 inča', 'tech'],
  // beauty
  ['Krema za lice sa kolagenom', 'beauty'],
  ['Serum za rast trepavica', 'beauty'],
  ['Fen za kosu 2000W', 'beauty'],
  ['The Ordinary Niacinamide Serum', 'beauty'],
  ['Epilator za žene', 'beauty'],
  ['Lak za nokte', 'beauty'],
  ['Maska za lice', 'beauty'],
  ['Trimer za bradu', 'beauty'],
  ['Hair Straightener Ceramic', 'beauty'],
  ['Professional Cordless Hair Clipper Kit with LED Display and USB', 'beauty'],
  // home
  ['Air Fryer 5L', 'home'],
  ['Robot usisivač', 'home'],
  ['Set noževa od nerđajućeg čelika', 'home'],
  ['Organizator za kuhinju', 'home'],
  ['LED lampa za spavaću sobu', 'home'],
  ['Posteljina od satena', 'home'],
  ['Ovlaživač vazduha', 'home'],
  ['Kitchen Knife Set', 'home'],
  ['Aparat za kafu', 'home'],
  ['Električno kuvalo za vodu 1,7 l', 'home'],
  ['Električno kuhalo za vodu 1,7 L', 'home'],
  ['Electric Kettle 1.7L Stainless Steel', 'home'],
  ['LED traka 10 m', 'home'],
  ['Električna četkica za zube Sonic', 'beauty'],
  // auto
  ['Punjač za auto 2 u 1', 'auto'],
  ['Tepisi za auto gumeni', 'auto'],
  ['Presvlake za sedišta automobila', 'auto'],
  ['Kompresor za gume 12V', 'auto'],
  ['Usisivač za auto', 'auto'],
  ['Car Seat Organizer', 'auto'],
  ['Dash cam Full HD', 'auto'],
  ['Motorno ulje 5W-30', 'auto'],
  ['Auto punjač 2 USB', 'auto'],
  // other
  ['Lego kocke 500 delova', 'other'],
  ['Ženski novčanik', 'other'],
  ['Kišobran', 'other'],
  ['Dečija igračka', 'other'],
  // Goods of no category win over the accessories their names mention.
  ['Ranac sa USB portom', 'other'],
  ['LCD Drawing Tablet for Kids', 'other'],
  ['Grijani ulošci za cipele', 'other'],
  ['No-Pull Dog Harness', 'other'],
  ['', 'other'],
  ['!!!', 'other'],
];

describe('detectCategory', () => {
  it.each(CASES)('%s → %s', (text, category) => {
    expect(detectCategory(text)).toBe(category);
  });

  it('ignores case and diacritics', () => {
    expect(detectCategory('KREMA ZA LICE')).toBe(detectCategory('krema za lice'));
    expect(detectCategory('Slušalice')).toBe(detectCategory('slusalice'));
    expect(detectCategory('Leđa')).toBe('health');
  });

  it('does not take whole-word keywords from inside other words', () => {
    // 'automatski' is not a car; 'lak' (easy) is not nail polish; '24 sata' is not a watch.
    expect(detectCategory('Automatski kišobran')).toBe('other');
    expect(detectCategory('Lak za upotrebu, dostava za 24 sata')).toBe('other');
  });

  it('uses the hook too: name and hook together (storefront use)', () => {
    expect(detectCategory('Relax Pro – osetite olakšanje bolova u leđima')).toBe('health');
    expect(detectCategory('Model X – plaćanje pouzećem i dostava na teritoriji cele Srbije')).toBe('other');
  });

  it('scores every category, best first, for a caller that weighs the evidence itself', () => {
    const scores = categoryScores('LED stona lampa sa bežičnim Qi punjačem');
    expect(scores.map((s) => s.category).sort()).toEqual(['auto', 'beauty', 'health', 'home', 'other', 'tech']);
    expect(scores[0]).toMatchObject({ category: 'tech' });
    expect(scores.find((s) => s.category === 'home')!.score).toBeGreaterThan(0);
    expect(categoryScores('')[0].score).toBe(0);
  });

  it('normalises text for matching', () => {
    expect(normalizeForMatching('Đak, Čačak & Šabac!')).toBe('djak cacak sabac');
  });
});
