import { NUMBER_FORMS } from '@cod/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agreeingWords } from './live-counter.js';

/** One counter element as the templates render it, booted by the public script's registry. */
async function boot(html: string) {
  document.body.innerHTML = html;
  vi.resetModules();
  const registry = await import('../registry.js');
  await import('./live-counter.js');
  registry.bootIslands();
}

const counter = (start: number, words: readonly string[], props: Record<string, number> = {}) =>
  `<span data-island="live-counter" data-props='${JSON.stringify({ ...props, start, words })}'><strong data-count>${start}</strong> <span data-count-words>x</span></span>`;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('live counter', () => {
  it('agrees the words with every figure it shows', async () => {
    vi.useFakeTimers();
    // Each tick adds Math.floor(random × 5) − 2: 0.99 → +2, 0.5 → 0, 0 → −2.
    const random = vi.spyOn(Math, 'random');
    await boot(counter(71, NUMBER_FORMS.onSite));
    const text = () => document.querySelector('[data-island="live-counter"]')!.textContent;
    expect(text()).toBe('71 osoba je trenutno na sajtu');
    const seen: string[] = [];
    for (const r of [0.3, 0.5, 0.99, 0.99, 0.99, 0.99, 0.99, 0.99, 0.99, 0]) {
      random.mockReturnValueOnce(r);
      vi.advanceTimersByTime(3000);
      seen.push(text()!);
    }
    expect(seen).toEqual([
      '70 osoba je trenutno na sajtu',
      '70 osoba je trenutno na sajtu',
      '72 osobe su trenutno na sajtu',
      '74 osobe su trenutno na sajtu',
      '76 osoba je trenutno na sajtu',
      '78 osoba je trenutno na sajtu',
      '80 osoba je trenutno na sajtu',
      '82 osobe su trenutno na sajtu',
      '84 osobe su trenutno na sajtu',
      '82 osobe su trenutno na sajtu',
    ]);
  });

  it('says 21 osoba je / 22 osobe su / 11–14 osoba je (teens are never paucal)', async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random');
    await boot(counter(20, NUMBER_FORMS.onSite, { min: 5, max: 30, step: 1 }));
    const text = () => document.querySelector('[data-island="live-counter"]')!.textContent;
    const seen: string[] = [text()!];
    // step 1: Math.floor(random × 3) − 1: 0.99 → +1, 0 → −1.
    for (const r of [0.99, 0.99, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]) {
      random.mockReturnValueOnce(r);
      vi.advanceTimersByTime(3000);
      seen.push(text()!);
    }
    expect(seen.map((t) => t.replace(' trenutno na sajtu', ''))).toEqual([
      '20 osoba je',
      '21 osoba je',
      '22 osobe su',
      '21 osoba je',
      '20 osoba je',
      '19 osoba je',
      '18 osoba je',
      '17 osoba je',
      '16 osoba je',
      '15 osoba je',
      '14 osoba je',
      '13 osoba je',
      '12 osoba je',
    ]);
  });

  it("the storefront's buyers: 121 kupac upravo kupuje, 122 kupca upravo kupuju, 127 kupaca upravo kupuje", () => {
    expect(agreeingWords(121, NUMBER_FORMS.buyingNow)).toBe('kupac upravo kupuje');
    expect(agreeingWords(122, NUMBER_FORMS.buyingNow)).toBe('kupca upravo kupuju');
    expect(agreeingWords(127, NUMBER_FORMS.buyingNow)).toBe('kupaca upravo kupuje');
    expect(agreeingWords(112, NUMBER_FORMS.buyingNow)).toBe('kupaca upravo kupuje');
    expect(agreeingWords(5, ['a', 'b'])).toBeNull();
  });

  it('an old counter without words still counts (the number is the island)', async () => {
    vi.useFakeTimers();
    await boot('<strong data-island="live-counter">78</strong>');
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    vi.advanceTimersByTime(3000);
    expect(document.querySelector('[data-island="live-counter"]')!.textContent).toBe('80');
  });
});
