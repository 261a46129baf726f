import { registerIsland } from '../registry.js';

export interface CarouselProps {
  /** Milliseconds per slide: testimonials 5000, bullet showcase 4000, images 3500, upsell pictures 4000. */
  interval: number;
}

/**
 * `data-island="carousel"`: children marked `data-slide` are shown one at a time, advancing every
 * `interval` ms; optional `data-dot` buttons (same order) jump to a slide. Pauses while hidden.
 */
registerIsland<CarouselProps>('carousel', (el, props) => {
  const slides = Array.from(el.querySelectorAll<HTMLElement>('[data-slide]'));
  const dots = Array.from(el.querySelectorAll<HTMLElement>('[data-dot]'));
  if (slides.length < 2) return;
  let current = Math.max(0, slides.findIndex((s) => !s.hidden));
  const show = (i: number) => {
    current = (i + slides.length) % slides.length;
    slides.forEach((s, j) => {
      s.hidden = j !== current;
      s.setAttribute('aria-hidden', String(j !== current));
    });
    dots.forEach((d, j) => d.setAttribute('aria-current', String(j === current)));
  };
  show(current);
  dots.forEach((d, j) => d.addEventListener('click', () => show(j)));
  // A carousel taken out of the page (the owner's edit mode redraws parts) stops turning.
  const timer = setInterval(() => {
    if (!el.isConnected) clearInterval(timer);
    else if (!document.hidden) show(current + 1);
  }, Math.max(1000, Number(props.interval) || 4000));
});
