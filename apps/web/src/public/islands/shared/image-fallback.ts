import { IMAGE_MESSAGES } from '@cod/contracts';

/** Pictures that fail to load become the placeholder 'Slika nije dostupna' (spec 001 §8). */

function replace(img: HTMLImageElement) {
  if (img.dataset.broken) return;
  img.dataset.broken = '1';
  const box = document.createElement('div');
  box.className = `img-broken ${img.className}`;
  box.setAttribute('role', 'img');
  box.setAttribute('aria-label', IMAGE_MESSAGES.unavailable);
  box.textContent = IMAGE_MESSAGES.unavailable;
  // Its data attributes go along: the owner can still replace it (owner/image-replace finds it by its index).
  Object.assign(box.dataset, img.dataset);
  const w = img.getAttribute('width');
  const h = img.getAttribute('height');
  if (w && h) box.style.aspectRatio = `${w} / ${h}`;
  img.replaceWith(box);
}

export function watchBrokenImages() {
  // Errors before this script ran: the picture is complete but has no size.
  for (const img of Array.from(document.images)) if (img.complete && img.naturalWidth === 0 && img.currentSrc) replace(img);
  document.addEventListener('error', (e) => {
    if (e.target instanceof HTMLImageElement) replace(e.target);
  }, true);
}
