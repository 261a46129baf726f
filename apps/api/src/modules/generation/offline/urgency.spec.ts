import { describe, expect, it } from 'vitest';
import { urgencyTexts } from './common.js';
import type { CopyContext } from './context.js';
import { Rng } from './random.js';

/** An Rng whose picks are steered: numbers become `n`, texts take the item at `index`. */
class SteeredRng extends Rng {
  constructor(
    private readonly n: number,
    private readonly index: number,
  ) {
    super(1);
  }
  override pick<T>(items: readonly T[]): T {
    return (typeof items[0] === 'number' ? this.n : items[Math.min(this.index, items.length - 1)]) as T;
  }
}

const context = {
  percent: 33,
  priceText: '3.990 RSD',
  originalText: '5.990 RSD',
  market: { countryGen: 'Srbije', across: 'širom Srbije' },
} as unknown as CopyContext;

describe('urgency strips: every number agrees with its noun (one plural table)', () => {
  it.each([
    [1, 0, 'Na stanju je još samo 1 komad po akcijskoj ceni'],
    [21, 1, 'Ostalo je još 21 komad – zalihe se brzo prazne'],
    [3, 2, 'Ograničena količina: još 3 komada po ovoj ceni'],
  ])('%i pieces', (n, i, text) => {
    expect(urgencyTexts(context, new SteeredRng(n, i)).limitedStock).toBe(text);
  });

  it.each([
    [21, 0, '21 kupac iz Srbije poručio je u poslednja 24 sata'],
    [22, 0, '22 kupca iz Srbije poručila su u poslednja 24 sata'],
    [248, 0, '248 kupaca iz Srbije poručilo je u poslednja 24 sata'],
    [23, 1, 'Trenutno 23 osobe gledaju ovu ponudu'],
    [45, 1, 'Trenutno 45 osoba gleda ovu ponudu'],
  ])('social proof with %i', (n, i, text) => {
    expect(urgencyTexts(context, new SteeredRng(n, i)).socialProof).toBe(text);
  });
});
