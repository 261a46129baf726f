import { describe, expect, it } from 'vitest';
import { newOrderId, ORDER_ID_RE } from './order-id.js';

describe('newOrderId', () => {
  it('is the prefix and 12 characters without look-alikes, never repeated, every character used', () => {
    const ids = Array.from({ length: 20_000 }, () => newOrderId());
    expect(ids.every((id) => ORDER_ID_RE.test(id) && id.startsWith('N'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const counts = new Map<string, number>();
    for (const id of ids) for (const c of id.slice(1)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(31);
    // 240 000 characters over 31: each ≈ 7 742; a biased alphabet would skew the first eight by ~3 %.
    for (const n of counts.values()) expect(Math.abs(n - 240_000 / 31)).toBeLessThan(400);
    expect(newOrderId('U')).toMatch(/^U[2-9A-Z]{12}$/);
  });
});
