import { EDITOR_TEXTS, IMAGE_MESSAGES, MAX_IMAGE_BYTES, parseImageList } from '@cod/contracts';
import { srcsetFor } from '../image-srcset.js';
import { uploadImage } from './owner-api.js';
import type { EditPart, OwnerContext } from './owner-context.js';

/** The control's own texts (the spec names the control, not its words). */
export const REPLACE_TEXTS = { replace: 'Zameni sliku', uploading: 'Otpremam...' } as const;

/** How often the controls follow their pictures (carousels, late layout) while edit mode is on. */
const FOLLOW_MS = 250;

/**
 * The saved images with one replaced: `index` is the picture's place in the list the page was rendered
 * from (templates mark it `data-image-index`); a page showing the stock picture (no images) adds one.
 */
export function withImage(images: unknown, index: number, url: string): string[] {
  const list = parseImageList(images);
  if (index < list.length) list[index] = url;
  else list.push(url);
  return list;
}

/** Every picture of `index` on the page shows `url` (a broken-picture placeholder becomes a picture again). */
export function showImage(doc: Document, index: number, url: string, alt: string) {
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>(`[data-image-index="${index}"]`))) {
    let img: HTMLImageElement;
    if (el instanceof HTMLImageElement) img = el;
    else {
      img = doc.createElement('img');
      img.className = el.className.replace(/\bimg-broken\b/, '').trim();
      img.alt = alt;
      img.width = 800;
      img.height = 800;
      img.dataset.imageIndex = String(index);
      el.replaceWith(img);
    }
    const srcset = srcsetFor(url);
    if (srcset) {
      if (!img.getAttribute('sizes')) img.sizes = img.clientWidth ? `${img.clientWidth}px` : '100vw';
      img.srcset = srcset;
    } else {
      img.removeAttribute('srcset');
      img.removeAttribute('sizes');
    }
    img.src = url;
    delete img.dataset.broken;
  }
}

/**
 * Edit mode's replace-image control (spec 001 §2.2, §4, §5, §8): a button on every content picture;
 * click → file dialog → type and size checked → POST /api/images/upload → PUT {images} with that index
 * replaced → the page shows the new picture → 'Slika ažurirana' / 'Slika je uspešno zamenjena'. The
 * button is pending meanwhile and returns to normal either way. The buttons sit in one layer over the
 * page (no picture is moved or wrapped, so no template's layout changes).
 */
export function imageReplacer(ctx: OwnerContext): EditPart {
  const { doc, notice } = ctx;
  const layer = doc.createElement('div');
  layer.dataset.ownerTool = '';
  layer.hidden = true;
  Object.assign(layer.style, { position: 'absolute', top: '0', left: '0', width: '0', height: '0', zIndex: '30' });
  const input = doc.createElement('input');
  input.type = 'file';
  input.accept = 'image/*';
  input.hidden = true;
  input.dataset.testid = 'replace-image-input';
  layer.append(input);

  const buttons = new Map<HTMLElement, HTMLButtonElement>();
  const pending = new Set<number>();
  let chosen = -1;
  let timer = 0;
  let on = false;

  const indexOf = (el: HTMLElement) => Number(el.dataset.imageIndex);

  const paint = (button: HTMLButtonElement, index: number) => {
    const busy = pending.has(index);
    button.disabled = busy;
    button.textContent = busy ? REPLACE_TEXTS.uploading : REPLACE_TEXTS.replace;
    button.setAttribute('aria-busy', String(busy));
    button.style.opacity = busy ? '.8' : '1';
    button.style.cursor = busy ? 'progress' : 'pointer';
  };

  const makeButton = (el: HTMLElement) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.dataset.testid = 'replace-image';
    Object.assign(button.style, {
      position: 'absolute',
      transform: 'translate(-100%, -100%)',
      padding: '8px 14px',
      border: '2px solid #fff',
      borderRadius: '999px',
      background: 'rgba(17,24,39,.88)',
      color: '#fff',
      font: '600 13px/1.2 system-ui, sans-serif',
      whiteSpace: 'nowrap',
      boxShadow: '0 4px 14px rgba(0,0,0,.3)',
    });
    button.addEventListener('click', () => {
      chosen = indexOf(el);
      input.value = '';
      input.click();
    });
    Object.assign(el.style, { outline: '3px dashed #2563eb', outlineOffset: '-3px' });
    return button;
  };

  /** A button on each picture shown now, at its bottom right corner (badges sit at the top); none on hidden slides. */
  const follow = () => {
    const seen = new Set<HTMLElement>();
    for (const el of Array.from(doc.querySelectorAll<HTMLElement>('[data-image-index]'))) {
      seen.add(el);
      let button = buttons.get(el);
      if (!button) {
        button = makeButton(el);
        buttons.set(el, button);
        layer.append(button);
      }
      const r = el.getBoundingClientRect();
      const shown = r.width >= 48 && r.height >= 32;
      button.hidden = !shown;
      if (shown) {
        button.style.left = `${r.right + window.scrollX - 10}px`;
        button.style.top = `${r.bottom + window.scrollY - 10}px`;
      }
      button.dataset.replaces = el.dataset.imageIndex;
      paint(button, indexOf(el));
    }
    for (const [el, button] of buttons) {
      if (seen.has(el)) continue;
      button.remove();
      buttons.delete(el);
    }
  };

  const refresh = () => {
    if (on) follow();
  };

  async function replace(index: number, file: File) {
    if (!file.type.startsWith('image/')) return notice.show(EDITOR_TEXTS.errorTitle, IMAGE_MESSAGES.notAnImage, 'error');
    if (file.size > MAX_IMAGE_BYTES) return notice.show(EDITOR_TEXTS.errorTitle, IMAGE_MESSAGES.tooLarge, 'error');
    if (pending.has(index)) return;
    pending.add(index);
    refresh();
    try {
      let url: string;
      try {
        url = await uploadImage(ctx.session, file);
      } catch {
        return notice.show(EDITOR_TEXTS.errorTitle, EDITOR_TEXTS.uploadDialogFailed, 'error');
      }
      try {
        await ctx.save((site) => ({ images: withImage(site.images, index, url) }));
      } catch {
        return notice.show(EDITOR_TEXTS.errorTitle, EDITOR_TEXTS.imageUpdateFailed, 'error');
      }
      showImage(doc, index, url, ctx.page.productName ?? '');
      notice.show(EDITOR_TEXTS.imageUpdatedTitle, EDITOR_TEXTS.imageUpdated);
    } finally {
      pending.delete(index);
      refresh();
    }
  }

  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file && chosen >= 0) void replace(chosen, file);
  });

  return {
    on() {
      on = true;
      if (!layer.isConnected) doc.body.append(layer);
      layer.hidden = false;
      follow();
      timer = window.setInterval(follow, FOLLOW_MS);
      window.addEventListener('resize', follow);
    },
    off() {
      on = false;
      window.clearInterval(timer);
      window.removeEventListener('resize', follow);
      layer.hidden = true;
      for (const [el, button] of buttons) {
        Object.assign(el.style, { outline: '', outlineOffset: '' });
        button.remove();
      }
      buttons.clear();
    },
  };
}
