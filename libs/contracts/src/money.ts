/**
 * Money in integer minor units: para, feninga, centi — the amount × 100 for RSD, EUR and KM alike.
 * Stored prices are `Minor`; sums and differences are integer arithmetic, so 49,99 × 3 is 149,97 and
 * never 149.97000000000003. API answers keep major units (2990, 49.99): `fromMinor` at the edge.
 */
declare const MINOR: unique symbol;
export type Minor = number & { readonly [MINOR]: true };

/** Minor units of a major amount, rounded to the nearest unit (1.005 → 101: the float's error is not the seller's). */
export function toMinor(major: number): Minor {
  return Math.round(Number((major * 100).toPrecision(15))) as Minor;
}

/** The major amount of minor units (299000 → 2990, 4999 → 49.99). */
export const fromMinor = (minor: Minor): number => minor / 100;

/** An integer as minor units (a sum or difference of minor units, or a read stored value). */
export const asMinor = (n: number): Minor => Math.round(n) as Minor;

export const addMinor = (...amounts: Minor[]): Minor => amounts.reduce((a, b) => a + b, 0) as Minor;
export const subMinor = (a: Minor, b: Minor): Minor => (a - b) as Minor;
export const timesMinor = (a: Minor, n: number): Minor => Math.round(a * n) as Minor;
