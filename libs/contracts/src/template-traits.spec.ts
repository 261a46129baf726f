import { describe, expect, it } from 'vitest';
import { postalCodeRequired } from './orders.js';
import { DEFAULT_TEMPLATE, EDITOR_TABS, TEMPLATE_TRAITS, TEMPLATES, templateTraits } from './template-traits.js';

const { default: minimalistic, sales, advertorial } = TEMPLATE_TRAITS;

describe('template traits', () => {
  it('one entry per stored name, keyed by its renderer; the default is the long page', () => {
    expect(TEMPLATES).toEqual(['Minimalistic', 'Sales Template', 'Advertorial Template']);
    expect(DEFAULT_TEMPLATE).toBe('Minimalistic');
    for (const [key, traits] of Object.entries(TEMPLATE_TRAITS)) expect(traits.renderer).toBe(key);
    for (const name of TEMPLATES) expect(templateTraits(name).name).toBe(name);
  });

  it('a missing or unknown name is drawn as the default page', () => {
    expect(templateTraits(undefined)).toBe(minimalistic);
    expect(templateTraits('Nepoznat')).toBe(minimalistic);
  });

  it('the editor shows the advertorial tab only for the story page (6 tabs, or 7)', () => {
    expect(minimalistic.editorTabs).toHaveLength(6);
    expect(sales.editorTabs).toEqual(minimalistic.editorTabs);
    expect(advertorial.editorTabs).toEqual(EDITOR_TABS);
  });

  it('quantity offers on Sales and Advertorial; the order form in the page only on Advertorial', () => {
    expect([minimalistic, sales, advertorial].map((t) => t.offers.quantityOffers)).toEqual([false, true, true]);
    expect([minimalistic, sales, advertorial].map((t) => t.offers.orderForm)).toEqual(['popup', 'popup', 'embedded']);
  });

  it('the postal code is required by the form in the page, except in Montenegro', () => {
    expect(postalCodeRequired(advertorial.offers.orderForm, 'Serbia')).toBe(true);
    expect(postalCodeRequired(advertorial.offers.orderForm, 'Bosnia')).toBe(true);
    expect(postalCodeRequired(advertorial.offers.orderForm, 'Montenegro')).toBe(false);
    expect(postalCodeRequired(sales.offers.orderForm, 'Serbia')).toBe(false);
    expect(postalCodeRequired(minimalistic.offers.orderForm, 'Serbia')).toBe(false);
  });
});
