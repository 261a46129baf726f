import type { WebsiteContent } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { offClaim, unfitRules } from './claims.js';
import { carriesFact, dropOffSentences, holdToProduct } from './hold-to-product.js';
import { composeWebsite } from './offline/website.js';

describe('claims that fit only some products', () => {
  it('medicine only for supplements, a promise of cure never', () => {
    const holder = unfitRules('Magnetic Car Phone Holder 360° rotation');
    expect(offClaim('Da li je ovo lek?', holder)).toBeDefined();
    expect(offClaim('Veza se prekida, sve radi sporo.', holder)).toBeDefined();
    expect(offClaim('Kafa za kafom, a energije i dalje nema.', holder)).toBeDefined();
    const vitamin = unfitRules('Vitamin C 1000 mg, 60 tablets');
    expect(offClaim('Da li je ovo lek? Ne, dodatak ishrani.', vitamin)).toBeUndefined();
    expect(offClaim('Leči prehladu za tri dana.', vitamin)).toBeDefined();
    const massager = unfitRules('Neck Massager with Heat, 8 massage heads');
    expect(offClaim('Napetost i bol u vratu posle posla?', massager)).toBeUndefined();
    expect(offClaim('Da li je ovo lek?', massager)).toBeDefined();
    expect(offClaim('Kafa za kafom, a energije i dalje nema.', massager)).toBeDefined();
    expect(offClaim('Veza se prekida.', unfitRules('Bluetooth 5.3 earbuds'))).toBeUndefined();
  });

  it('house chores only for kitchen and cleaning goods, the phone as an office only for phone gear', () => {
    const lamp = unfitRules('LED stona lampa sa bežičnim punjačem Qi 10 W');
    expect(offClaim('Kućni poslovi nikada ne prestaju: kuvanje, čišćenje, sređivanje.', lamp)).toBeDefined();
    expect(offClaim('Kućni poslovi nikada ne prestaju.', unfitRules('Džoger sa kantom i centrifugom'))).toBeUndefined();
    const kettle = unfitRules('Električno kuvalo za vodu 1,7 l, 2200 W');
    expect(offClaim('Kućni poslovi brže i lakše.', kettle)).toBeUndefined();
    expect(offClaim('Posao mi je takav da sam stalno u pokretu i telefon mi je praktično kancelarija.', kettle)).toBeDefined();
    expect(offClaim('Telefon mi je praktično kancelarija.', unfitRules('Power bank 20000 mAh, puni telefon'))).toBeUndefined();
  });

  it('drops only the sentences that make the claim', () => {
    const rules = unfitRules('Držač telefona za auto');
    expect(dropOffSentences('Praktičan je. Veza se prekida, sve radi sporo. Plaćate pouzećem.', rules)).toBe('Praktičan je. Plaćate pouzećem.');
  });

  it('holds a model answer to the product: fitting texts, facts in the bullets', () => {
    const request = {
      product: { name: 'Neck Massager with Heat', features: ['8 massage heads', 'Heating up to 45°C', 'Car adapter included'] },
      price: 2990,
      market: { id: 'Serbia' as const, currency: 'RSD', currencySymbol: 'RSD' },
      templateName: 'Sales Template' as const,
    };
    const fallback = composeWebsite(request);
    const model: WebsiteContent = {
      ...fallback,
      hook: 'Da li je ovo lek? Skoro.',
      bullets: ['Kafa za kafom je prošlost', 'Opušta vrat', 'Lagan i tih', 'Za kućnu upotrebu', 'Dobar poklon'],
    };
    const held = holdToProduct(model, fallback, 'Neck Massager with Heat 8 massage heads Heating up to 45°C', ['8 masažnih glava', 'Grejanje do 45 °C', 'Auto adapter u kompletu']);
    expect(held.hook).toBe(fallback.hook);
    expect(held.bullets).toHaveLength(5);
    expect(held.bullets.join(' ')).not.toMatch(/Kafa/);
    expect(held.bullets.filter((b) => carriesFact(b, ['8 masažnih glava', 'Grejanje do 45 °C', 'Auto adapter u kompletu'])).length).toBeGreaterThanOrEqual(3);
    expect(held.bullets).toContain('Opušta vrat');
  });
});
