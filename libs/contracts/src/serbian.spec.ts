import { describe, expect, it } from 'vitest';
import { countText, formFor, NUMBER_FORMS, peopleOnSiteText, plural } from './serbian.js';

describe('plural (one / few / many)', () => {
  it.each([
    [1, 'osoba'],
    [2, 'osobe'],
    [4, 'osobe'],
    [5, 'osoba'],
    [11, 'osoba'],
    [12, 'osoba'],
    [14, 'osoba'],
    [21, 'osoba'],
    [22, 'osobe'],
    [25, 'osoba'],
    [101, 'osoba'],
    [111, 'osoba'],
    [112, 'osoba'],
  ])('%i %s', (n, word) => {
    expect(plural(n, 'osoba', 'osobe', 'osoba')).toBe(word);
  });
  it.each([
    [1, 'komad'],
    [2, 'komada'],
    [4, 'komada'],
    [5, 'komada'],
    [11, 'komada'],
    [12, 'komada'],
    [14, 'komada'],
    [21, 'komad'],
    [22, 'komada'],
    [25, 'komada'],
    [101, 'komad'],
    [111, 'komada'],
    [112, 'komada'],
  ])('%i %s', (n, word) => {
    expect(formFor(n, NUMBER_FORMS.pieces)).toBe(word);
  });
});

describe('a number with its noun and verb', () => {
  it('says who is on the site now', () => {
    expect(peopleOnSiteText(1)).toBe('1 osoba je trenutno na sajtu');
    expect(peopleOnSiteText(2)).toBe('2 osobe su trenutno na sajtu');
    expect(peopleOnSiteText(4)).toBe('4 osobe su trenutno na sajtu');
    expect(peopleOnSiteText(5)).toBe('5 osoba je trenutno na sajtu');
    for (const n of [11, 12, 13, 14]) expect(peopleOnSiteText(n)).toBe(`${n} osoba je trenutno na sajtu`);
    expect(peopleOnSiteText(21)).toBe('21 osoba je trenutno na sajtu');
    expect(peopleOnSiteText(22)).toBe('22 osobe su trenutno na sajtu');
    expect(peopleOnSiteText(72)).toBe('72 osobe su trenutno na sajtu');
    expect(peopleOnSiteText(73)).toBe('73 osobe su trenutno na sajtu');
    expect(peopleOnSiteText(75)).toBe('75 osoba je trenutno na sajtu');
    expect(peopleOnSiteText(101)).toBe('101 osoba je trenutno na sajtu');
    expect(peopleOnSiteText(112)).toBe('112 osoba je trenutno na sajtu');
  });
  it('agrees the other counters too', () => {
    expect(countText(23, NUMBER_FORMS.viewing)).toBe('23 osobe trenutno gledaju ovaj proizvod');
    expect(countText(31, NUMBER_FORMS.viewing)).toBe('31 osoba trenutno gleda ovaj proizvod');
    expect(countText(121, NUMBER_FORMS.buyingNow)).toBe('121 kupac upravo kupuje');
    expect(countText(122, NUMBER_FORMS.buyingNow)).toBe('122 kupca upravo kupuju');
    expect(countText(127, NUMBER_FORMS.buyingNow)).toBe('127 kupaca upravo kupuje');
    expect(countText(2847, NUMBER_FORMS.reviews, (n) => '2.847')).toBe('2.847 recenzija');
    expect(countText(842, NUMBER_FORMS.reviews)).toBe('842 recenzije');
    expect(countText(30, NUMBER_FORMS.days)).toBe('30 dana');
    expect(countText(21, NUMBER_FORMS.days)).toBe('21 dan');
    expect(countText(3621, NUMBER_FORMS.satisfiedCustomers)).toBe('3621 zadovoljan kupac');
  });
});
