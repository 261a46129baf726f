import { plural } from '../../format.js';
import { registerIsland } from '../registry.js';

export interface LiveCounterProps {
  start?: number;
  min?: number;
  max?: number;
  /** Largest change per tick, either way. */
  step?: number;
  interval?: number;
  /** The words after the number in their three forms (one, few, many), e.g. NUMBER_FORMS.onSite. */
  words?: [string, string, string];
}

/** The words that agree with `n` (the forms sent by the page), or null without valid forms. */
export function agreeingWords(n: number, words: unknown): string | null {
  if (!Array.isArray(words) || words.length !== 3 || !words.every((w) => typeof w === 'string')) return null;
  return plural(n, words[0], words[1], words[2]);
}

/**
 * `data-island="live-counter"`: the decorative "people on the site now" figure: starts at 78, changes
 * every 3 s by −2…+2, stays within 45–120 (spec 001 §4). It is marketing decoration, not data.
 * The number is the island's [data-count] (or the island itself); its [data-count-words] follow it
 * in agreement: '72 osobe su', '75 osoba je', '81 osoba je trenutno na sajtu'.
 */
registerIsland<LiveCounterProps>('live-counter', (el, p) => {
  const min = p.min ?? 45;
  const max = p.max ?? 120;
  const step = p.step ?? 2;
  const number = el.querySelector<HTMLElement>('[data-count]') ?? el;
  const wordsEl = el.querySelector<HTMLElement>('[data-count-words]');
  let value = p.start ?? 78;
  const show = () => {
    number.textContent = String(value);
    const words = wordsEl ? agreeingWords(value, p.words) : null;
    if (wordsEl && words !== null && wordsEl.textContent !== words) wordsEl.textContent = words;
  };
  show();
  window.setInterval(() => {
    value = Math.min(max, Math.max(min, value + Math.floor(Math.random() * (2 * step + 1)) - step));
    show();
  }, p.interval ?? 3000);
});
