import { EDITOR_TEXTS, enabledTestimonialsOf } from '@cod/contracts';
import type { EditPart, OwnerContext } from './owner-context.js';
import { saveSite } from './owner-api.js';

/** Advice edits are saved this long after the last change (spec 001 §4, §9 auto-save 1 s). */
export const AUTO_SAVE_MS = 1000;

/** The review checkbox's label (the spec names the checkboxes, not their words). */
export const SHOW_REVIEW_TEXT = 'Prikaži ovaj komentar';

/** The advice title is one line; the text keeps its line breaks. Surrounding blanks are dropped. */
const readTitle = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
const readText = (el: HTMLElement) => ((el as { innerText?: string }).innerText ?? el.textContent ?? '').replace(/\r/g, '').trim();

/**
 * The Advertorial Template's edit mode (spec 001 §2.2, §4): the advice title and text become editable in
 * place and are saved 1 s after the last change (PUT {editableContent: {adviceTitle, adviceText}}); each
 * shown review gets a visibility checkbox saved at once (PUT {editableContent: {enabledTestimonials}}).
 * Switched-off reviews are in the HTML, hidden: edit mode shows them dimmed so they can come back.
 * Null on pages without these parts (the other templates).
 */
export function advertorialEditor(ctx: OwnerContext): EditPart | null {
  const { doc, notice } = ctx;
  const title = doc.querySelector<HTMLElement>('[data-advice-title]');
  const text = doc.querySelector<HTMLElement>('[data-advice-text]');
  const figures = Array.from(doc.querySelectorAll<HTMLElement>('[data-review]'));
  const section = figures[0]?.closest<HTMLElement>('section') ?? null;
  if (!title && !text && figures.length === 0) return null;

  let editing = false;
  let timer = 0;
  const saved = () => notice.show(EDITOR_TEXTS.pageSavedTitle, EDITOR_TEXTS.pageSaved);
  const failed = () => notice.show(EDITOR_TEXTS.errorTitle, EDITOR_TEXTS.pageSaveFailed, 'error');

  const adviceContent = () => {
    const editableContent: { adviceTitle?: string; adviceText?: string } = {};
    if (title) editableContent.adviceTitle = readTitle(title);
    if (text) editableContent.adviceText = readText(text);
    return editableContent;
  };
  const saveAdvice = () => {
    window.clearTimeout(timer);
    timer = 0;
    const editableContent = adviceContent();
    return ctx.save(() => ({ editableContent })).then(saved, failed);
  };
  // Leaving the page within the second after a change: the change is sent anyway, by a request that
  // outlives the page (keepalive).
  window.addEventListener('pagehide', () => {
    if (!timer || !ctx.page.websiteId) return;
    window.clearTimeout(timer);
    timer = 0;
    void saveSite(ctx.session, ctx.page.websiteId, { editableContent: adviceContent() }, { keepalive: true }).catch(() => undefined);
  });

  const fields = [title, text].filter((f): f is HTMLElement => f !== null);
  for (const field of fields) {
    field.addEventListener('input', () => {
      if (!editing) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(saveAdvice, AUTO_SAVE_MS);
    });
  }
  // The title is one line: Enter does not break it.
  title?.addEventListener('keydown', (e) => {
    if (editing && e.key === 'Enter') e.preventDefault();
  });

  const reviews = figures.map((figure) => {
    const index = Number(figure.dataset.review);
    const label = doc.createElement('label');
    const box = doc.createElement('input');
    box.type = 'checkbox';
    box.dataset.testid = 'review-visible';
    box.dataset.review = String(index);
    Object.assign(box.style, { width: '18px', height: '18px', accentColor: '#0d9488' });
    label.append(box, doc.createTextNode(SHOW_REVIEW_TEXT));
    Object.assign(label.style, {
      display: 'flex',
      alignItems: 'center',
      gap: '8px',
      marginBottom: '10px',
      padding: '6px 10px',
      borderRadius: '8px',
      background: '#fef3c7',
      color: '#111827',
      font: '600 14px/1.2 system-ui, sans-serif',
      cursor: 'pointer',
    });
    return { figure, index, label, box };
  });

  const dim = (figure: HTMLElement, shown: boolean) => (figure.style.opacity = shown ? '' : '0.5');

  /** Buyers' view: each review as saved, the section only when one is left. */
  const applyVisibility = () => {
    const flags = enabledTestimonialsOf(ctx.site().editableContent?.enabledTestimonials);
    for (const r of reviews) {
      r.figure.hidden = !flags[r.index];
      r.figure.style.opacity = '';
    }
    if (section) section.hidden = reviews.every((r) => r.figure.hidden);
  };

  for (const r of reviews) {
    r.box.addEventListener('change', () => {
      const shown = r.box.checked;
      dim(r.figure, shown);
      ctx
        .save((site) => {
          const flags = enabledTestimonialsOf(site.editableContent?.enabledTestimonials);
          flags[r.index] = shown;
          return { editableContent: { enabledTestimonials: flags } };
        })
        .then(saved, () => {
          r.box.checked = enabledTestimonialsOf(ctx.site().editableContent?.enabledTestimonials)[r.index];
          dim(r.figure, r.box.checked);
          failed();
        })
        .then(() => {
          if (!editing) applyVisibility();
        });
    });
  }

  const outline = (el: HTMLElement, on: boolean) =>
    Object.assign(el.style, on ? { outline: '2px dashed #f59e0b', outlineOffset: '4px', borderRadius: '4px', cursor: 'text' } : { outline: '', outlineOffset: '', borderRadius: '', cursor: '' });

  return {
    on() {
      editing = true;
      for (const field of fields) {
        field.setAttribute('contenteditable', 'plaintext-only');
        // Browsers without plain-text editing take the rich kind (its text is all we read).
        if (field.isContentEditable === false) field.setAttribute('contenteditable', 'true');
        field.spellcheck = true;
        outline(field, true);
      }
      if (section) section.hidden = false;
      const flags = enabledTestimonialsOf(ctx.site().editableContent?.enabledTestimonials);
      for (const r of reviews) {
        r.box.checked = flags[r.index];
        r.figure.hidden = false;
        dim(r.figure, r.box.checked);
        r.figure.prepend(r.label);
      }
    },
    off() {
      editing = false;
      if (timer) void saveAdvice();
      for (const field of fields) {
        field.removeAttribute('contenteditable');
        outline(field, false);
      }
      for (const r of reviews) r.label.remove();
      applyVisibility();
    },
  };
}
