import { plural } from '../../format.js';
import { registerIsland } from '../registry.js';

export interface AutoCloseProps {
  /** Seconds until the window tries to close itself (spec 001 §9: 60). */
  seconds: number;
}

/** 'za 1 sekundu', 'za 2 sekunde', 'za 5 sekundi'. */
export const secondsWord = (n: number) => plural(n, 'sekundu', 'sekunde', 'sekundi');

/**
 * `data-island="auto-close"` (generic thank-you page): counts `[data-seconds]` down once per second
 * and then tries window.close(); `[data-close]` buttons try at once. Browsers only let a script close
 * a window a script opened: if the window stays, `[data-close-hint]` is shown.
 */
registerIsland<AutoCloseProps>('auto-close', (el, props) => {
  const secondsEl = el.querySelector<HTMLElement>('[data-seconds]');
  const wordEl = el.querySelector<HTMLElement>('[data-seconds-word]');
  const hint = el.querySelector<HTMLElement>('[data-close-hint]');
  let left = Math.max(0, Math.floor(Number(props.seconds) || 60));

  const close = () => {
    window.close();
    window.setTimeout(() => {
      if (!window.closed && hint) hint.hidden = false;
    }, 500);
  };
  const render = () => {
    if (secondsEl) secondsEl.textContent = String(left);
    if (wordEl) wordEl.textContent = secondsWord(left);
  };
  render();
  const timer = window.setInterval(() => {
    left = Math.max(0, left - 1);
    render();
    if (left === 0) {
      window.clearInterval(timer);
      close();
    }
  }, 1000);
  for (const btn of Array.from(el.querySelectorAll<HTMLElement>('[data-close]'))) btn.addEventListener('click', close);
});
