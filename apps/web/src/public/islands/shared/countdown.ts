import { registerIsland } from '../registry.js';
import { formatSeconds } from './time-format.js';

export interface CountdownProps {
  /** Starting value in seconds (900 popup, 480 upsell page, 86399 default page). */
  seconds: number;
  format?: 'm:ss' | 'mm:ss' | 'hh:mm:ss';
  /** Start again from `seconds` at zero (the default page's 23:59:59). Otherwise it stops at 0. */
  loop?: boolean;
  /** Wait until the element becomes visible (the popup's countdown runs while the popup is open). */
  whileVisible?: boolean;
}

/** `data-island="countdown"`: the element's text counts down once per second (spec 001 §4). */
registerIsland<CountdownProps>('countdown', (el, props) => {
  const start = Number(props.seconds) || 0;
  const format = props.format ?? 'mm:ss';
  let left = start;
  el.textContent = formatSeconds(left, format);
  const timer = window.setInterval(() => {
    if (props.whileVisible && el.offsetParent === null) return;
    if (left <= 0) {
      if (!props.loop) return window.clearInterval(timer);
      left = start;
    } else left -= 1;
    el.textContent = formatSeconds(left, format);
  }, 1000);
});
