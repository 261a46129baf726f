import { SOCIAL_PROOF_MINIMUM } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { honestUrgency } from './common.js';
import type { CopyContext } from './context.js';
import { Rng } from './random.js';

/** An Rng whose picks take the item at `index`. */
class SteeredRng extends Rng {
  constructor(private readonly index: number) {
    super(1);
  }
  override pick<T>(items: readonly T[]): T {
    return items[Math.min(this.index, items.length - 1)];
  }
}

const context = { doubleText: '4.990 RSD', tripleText: '6.990 RSD' } as unknown as CopyContext;

describe('urgency strips as the copywriter writes them (honest pages)', () => {
  it.each([0, 1])('no stock, no deadline, real counters only; the bonus is the quantity offer (variant %i)', (i) => {
    const u = honestUrgency(context, new SteeredRng(i));
    expect(u.limitedStock).toEqual({ enabled: false, text: '' });
    expect(u.limitedTime).toEqual({ enabled: false, text: '', endsAt: null });
    expect(u.socialProof).toEqual({ enabled: true, text: '', minimum: SOCIAL_PROOF_MINIMUM });
    expect(u.exclusivity).toEqual({ enabled: false, text: '' });
    expect(u.bonuses.enabled).toBe(true);
    // Its only figures are the offer's prices.
    expect(u.bonuses.text.replace(/4\.990 RSD|6\.990 RSD/g, '')).not.toMatch(/\d/);
  });
});
