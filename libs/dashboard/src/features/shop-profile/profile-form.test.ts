import { EMPTY_SHOP_PROFILE, SHOP_PROFILE_MESSAGES } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { amountOf, bodyOf, formErrors, formOf } from './profile-form.js';

describe('the shop profile form model', () => {
  it('reads amounts as a Serbian seller types them', () => {
    expect(amountOf('')).toBeNull();
    expect(amountOf('  ')).toBeNull();
    expect(amountOf('350')).toBe(350);
    expect(amountOf('0')).toBe(0);
    expect(amountOf('4,90')).toBe(4.9);
    expect(amountOf('4.90')).toBe(4.9);
    expect(amountOf('5.000')).toBe(5000);
    expect(amountOf('5 000')).toBe(5000);
    expect(amountOf('1.250,50')).toBe(1250.5);
    // Not a number: left as text for the contracts' rule to refuse.
    expect(amountOf('-5')).toBe('-5');
    expect(amountOf('besplatno')).toBe('besplatno');
  });

  it('round-trips a stored profile and sends every field', () => {
    const profile = { ...EMPTY_SHOP_PROFILE, shopName: 'Lampica', returnDays: 14, markets: { Montenegro: { deliveryDays: '3', shippingCost: 3.5, freeShippingFrom: null } } };
    const form = formOf(profile);
    expect(form.markets.Montenegro).toEqual({ deliveryDays: '3', shippingCost: '3,5', freeShippingFrom: '' });
    expect(bodyOf(form)).toEqual({
      shopName: 'Lampica',
      legalName: null,
      taxId: null,
      registrationNumber: null,
      address: null,
      city: null,
      phone: null,
      email: null,
      returnDays: 14,
      warrantyMonths: null,
      markets: { Serbia: null, Bosnia: null, Montenegro: { deliveryDays: '3', shippingCost: 3.5, freeShippingFrom: null } },
    });
    expect(formErrors(form)).toEqual({});
  });

  it("gives each field the contracts' message, a market term under its own key", () => {
    const form = formOf(EMPTY_SHOP_PROFILE);
    form.returnDays = '13';
    form.warrantyMonths = 'dve godine';
    form.markets.Serbia.deliveryDays = '2-';
    form.markets.Bosnia.freeShippingFrom = '0';
    expect(formErrors(form)).toEqual({
      returnDays: SHOP_PROFILE_MESSAGES.returnDaysInvalid,
      warrantyMonths: SHOP_PROFILE_MESSAGES.warrantyInvalid,
      'markets.Serbia.deliveryDays': SHOP_PROFILE_MESSAGES.deliveryDaysInvalid,
      'markets.Bosnia.freeShippingFrom': SHOP_PROFILE_MESSAGES.freeShippingInvalid,
    });
  });
});
