import { registerIsland } from '../registry.js';
import { formatSeconds } from './time-format.js';

export interface CountdownProps {
  /** The real end (ISO): the seller's offer end, or an order's upsell window. Nothing else drives a countdown. */
  endsAt: string;
  format?: 'm:ss' | 'mm:ss' | 'hh:mm:ss';
}

/** Whole seconds from `now` until `endsAt` (0 once it passed, or for a time that is not one). */
export function secondsLeft(endsAt: string, now = Date.now()): number {
  const at = Date.parse(endsAt);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1000)) : 0;
}

/**
 * `data-island="countdown"`: the time left until a real end, once per second. When it runs out, what the
 * countdown stands in (the nearest [data-countdown-box], else itself) is hidden: nothing restarts.
 */
registerIsland<CountdownProps>('countdown', (el, props) => {
  const format = props.format ?? 'mm:ss';
  const box = el.closest<HTMLElement>('[data-countdown-box]') ?? el;
  const tick = () => {
    const left = secondsLeft(props.endsAt);
    el.textContent = formatSeconds(left, format);
    if (left > 0) return true;
    box.hidden = true;
    box.dispatchEvent(new CustomEvent('countdown-end', { bubbles: true }));
    return false;
  };
  if (!tick()) return;
  const timer = window.setInterval(() => {
    if (!tick()) window.clearInterval(timer);
  }, 1000);
});
