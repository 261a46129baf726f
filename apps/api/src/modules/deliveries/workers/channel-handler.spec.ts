import { describe, expect, it } from 'vitest';
import { deliverEach, type ChannelResult, type Delivery } from './channel-handler.js';

const delivery = (ref: string) => ({ subject: { ref }, attempt: 1 }) as unknown as Delivery;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('deliverEach', () => {
  it('tells each accepted send to handedOver as it happens, before the batch ends; not errors, not "off"', async () => {
    const told: { refs: string[]; at: number }[] = [];
    const started = Date.now();
    const results = await deliverEach(
      ['fast', 'slow', 'broken', 'off'].map(delivery),
      4,
      async (d): Promise<ChannelResult> => {
        if (d.subject.ref === 'slow') await sleep(300);
        if (d.subject.ref === 'broken') throw new Error('500');
        return d.subject.ref === 'off' ? { off: 'nije povezano' } : { sent: true };
      },
      async (refs) => void told.push({ refs, at: Date.now() - started }),
    );
    expect(told.map((t) => t.refs)).toEqual([['fast'], ['slow']]);
    expect(told[0].at).toBeLessThan(200); // while 'slow' was still being sent
    expect(results.get('fast')).toEqual({ sent: true });
    expect(results.get('broken')).toBeInstanceOf(Error);
    expect(results.get('off')).toEqual({ off: 'nije povezano' });
  });

  it('a failing record of the hand-over does not fail the send', async () => {
    const results = await deliverEach([delivery('a')], 1, async () => ({ sent: true }), async () => Promise.reject(new Error('database down')));
    expect(results.get('a')).toEqual({ sent: true });
  });
});
