import { registerIsland } from '../registry.js';

export interface LiveCounterProps {
  start?: number;
  min?: number;
  max?: number;
  /** Largest change per tick, either way. */
  step?: number;
  interval?: number;
}

/**
 * `data-island="live-counter"`: the decorative "people on the site now" figure: starts at 78, changes
 * every 3 s by −2…+2, stays within 45–120 (spec 001 §4). It is marketing decoration, not data.
 */
registerIsland<LiveCounterProps>('live-counter', (el, p) => {
  const min = p.min ?? 45;
  const max = p.max ?? 120;
  const step = p.step ?? 2;
  let value = p.start ?? 78;
  el.textContent = String(value);
  window.setInterval(() => {
    value = Math.min(max, Math.max(min, value + Math.floor(Math.random() * (2 * step + 1)) - step));
    el.textContent = String(value);
  }, p.interval ?? 3000);
});
