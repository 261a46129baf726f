import { describe, expect, it } from 'vitest';
import type { ProductFacts } from '../copywriter.js';
import { productTextOf } from '../hold-to-product.js';
import { nameHead, productCategory } from './category.js';
import { croatianToSerbian } from './croatian.js';
import { fittedBank } from './fitted-bank.js';
import { serbianProductName, titleForPage } from './product-names.js';

const decide = (product: ProductFacts) => productCategory(product, product.name, product.brand ?? '');

describe("the product's category, from its own facts", () => {
  it('reads what the product is from the head of its name, not from what it comes with', () => {
    expect(nameHead('LED stona lampa sa bežičnim punjačem')).toBe('LED stona lampa');
    expect(nameHead('LED Desk Lamp with Wireless Charger')).toBe('LED Desk Lamp');
    expect(nameHead('Masažer za vrat i leđa')).toBe('Masažer za vrat i leđa');
    expect(decide({ name: 'LED stona lampa sa bežičnim punjačem', description: 'Stona lampa sa ugrađenim bežičnim Qi punjačem za telefon.', features: ['Bežični Qi punjač 10 W', 'USB-C kabl'] })).toBe('home');
    expect(decide({ name: 'Ranac sa USB portom', features: ['USB port za punjenje telefona', 'Pregrada za laptop'] })).toBe('other');
  });

  it('writes a kettle as a kitchen product, whatever its display or LED', () => {
    for (const name of ['Električno kuvalo za vodu 1,7 l', 'Electric Kettle 1.7L Stainless Steel', 'Električno kuhalo za vodu 1,7 L']) {
      expect(decide({ name, features: ['LED indikator', 'Digitalni displej'] }), name).toBe('home');
    }
  });

  it("is neutral when the name's head and the page's text name different categories", () => {
    // A 'massager' whose page speaks only of a phone, a charger and Bluetooth: neutral copy, not a wrong one.
    expect(decide({ name: 'Masažer', features: ['Bluetooth 5.3', 'Punjač za telefon', 'Slušalice u kompletu', 'USB-C kabl'] })).toBe('other');
    expect(decide({ name: 'Gadget', features: [] })).toBe('other');
  });

  it("takes the caller's category as a hint: it stands on silence and gives way to clear facts", () => {
    expect(decide({ name: 'Model X', features: [], category: 'tech' })).toBe('tech');
    expect(decide({ name: 'Auto punjač USB', features: [], category: 'tech' })).toBe('tech');
    expect(decide({ name: 'Lego kocke', features: [], category: 'tech' })).toBe('other');
    expect(decide({ name: 'Električno kuvalo za vodu', features: ['Zapremina 1,7 l'], category: 'tech' })).toBe('home');
  });
});

describe('the phrase bank of a home product that is no help with house chores', () => {
  it('speaks of the product, not of chores: the general bank in the home design', () => {
    const lamp = fittedBank('home', productTextOf({ name: 'LED stona lampa sa bežičnim punjačem', features: ['Bežični Qi punjač 10 W'] }));
    const mop = fittedBank('home', productTextOf({ name: 'Džoger sa kantom 360', features: ['2 mikrofiber krpe'] }));
    const all = (b: object) => JSON.stringify(b);
    expect(all(lamp)).not.toMatch(/kućn\p{L}* pos|čišćenj|sređivanj|druga smena|vikend/iu);
    expect(lamp.colors).toEqual(mop.colors);
    expect(all(mop)).toMatch(/kućn\p{L}* pos/iu);
  });
});

describe('names and words from other languages', () => {
  it('shows an English upsell name in Serbian, or neutrally, never in English', () => {
    expect(serbianProductName('Wireless Charger with Stand')).toBe('Bežični punjač');
    expect(serbianProductName('Replacement Brush Heads 4 Pack')).toBe('Rezervni nastavci');
    expect(serbianProductName('USB-C Fast Charger 20W')).toBe('Punjač USB-C 20W');
    expect(titleForPage('Premium Gift for Your Family', 'Dodatni proizvod')).toBe('Dodatni proizvod');
    expect(titleForPage('Punjač za auto', 'Dodatni proizvod')).toBe('Punjač za auto');
  });

  it("writes a Croatian page's words the Serbian way", () => {
    expect(croatianToSerbian('Kuhalo s LED osvjetljenjem, 3 razine topline i 30 razina')).toBe('Kuvalo sa LED svetlom, 3 nivoa toplote i 30 nivoa');
    expect(croatianToSerbian('Zaštita od pregrijavanja, 6 izmjenjivih nastavaka, otvara se na gumb')).toBe('Termička zaštita, 6 nastavaka za zamenu, otvara se na dugme');
    // A size 'S' and a code in capitals stay.
    expect(croatianToSerbian('Veličine S, M, L')).toBe('Veličine S, M, L');
  });
});
