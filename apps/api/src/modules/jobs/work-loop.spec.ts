import { afterEach, describe, expect, it } from 'vitest';
import { WorkLoop } from './work-loop.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Steady traffic: something new is queued every 2 ms, each item waking the loop, while a step takes 1 ms.
 * Returns the sizes of the steps taken in `ms`.
 */
async function underSteadyWakes(loop: (step: () => Promise<number>) => WorkLoop, ms: number): Promise<number[]> {
  let queued = 0;
  const steps: number[] = [];
  const work = loop(async () => {
    const taken = queued;
    queued = 0;
    await sleep(1);
    if (taken) steps.push(taken);
    return taken;
  });
  running.push(work);
  work.start();
  const feeder = setInterval(() => {
    queued++;
    work.wake();
  }, 2);
  await sleep(ms);
  clearInterval(feeder);
  await work.stop();
  return steps;
}

const running: WorkLoop[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((w) => w.stop()));
});

describe('WorkLoop', () => {
  it('with a linger, gathers what arrives together even when wakes come during every step', async () => {
    const steps = await underSteadyWakes((step) => new WorkLoop('linger', { batchSize: 200, pollMs: 2000, lingerMs: 30 }, step), 400);
    // ≈ 15 items per step (one every 2 ms over a 30 ms linger), not one or two.
    expect(steps.length).toBeGreaterThan(3);
    expect(steps.length).toBeLessThan(20);
    expect(steps.slice(1, -1).every((n) => n >= 5)).toBe(true);
  });

  it('without a linger, looks again at once after a step during which it was woken', async () => {
    const steps = await underSteadyWakes((step) => new WorkLoop('eager', { batchSize: 200, pollMs: 2000 }, step), 200);
    expect(steps.length).toBeGreaterThan(20);
  });

  it('takes a full batch again at once, linger or not', async () => {
    let calls = 0;
    const work = new WorkLoop('full', { batchSize: 10, pollMs: 2000, lingerMs: 1000 }, async () => (++calls <= 5 ? 10 : 0));
    running.push(work);
    work.start();
    await sleep(100);
    expect(calls).toBe(6);
  });

  it('stops at once while it lingers between steps', async () => {
    let calls = 0;
    let work!: WorkLoop;
    work = new WorkLoop('stop', { batchSize: 10, pollMs: 60_000, lingerMs: 5000 }, async () => {
      if (++calls === 1) work.wake();
      return 1;
    });
    work.start();
    await sleep(50);
    const started = Date.now();
    await work.stop();
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
