import { EDITOR_TEXTS } from '@cod/contracts';
import type { EditPart, OwnerContext } from './owner-context.js';

export interface EditMode {
  readonly on: boolean;
  set(on: boolean): void;
  toggle(): void;
}

/** The labels of the Edit/Lock toggle (default template's navigation, or the owner's floating one). */
const LABEL = { off: 'Edit', on: 'Lock' } as const;

/**
 * The Edit/Lock toggle for the other templates, which have no navigation bar for it: a small button at
 * the bottom left (above the phones' sticky order bar), so an owner without a keyboard can edit too.
 */
function floatingToggle(doc: Document): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.dataset.testid = 'edit-toggle';
  button.dataset.ownerTool = '';
  const label = doc.createElement('span');
  label.dataset.editLabel = '';
  label.textContent = LABEL.off;
  button.append(label);
  Object.assign(button.style, {
    position: 'fixed',
    left: '12px',
    zIndex: '45',
    padding: '8px 16px',
    border: '1px solid #d1d5db',
    borderRadius: '999px',
    background: '#fff',
    color: '#111827',
    font: '600 14px/1.2 system-ui, sans-serif',
    boxShadow: '0 4px 14px rgba(0,0,0,.18)',
    cursor: 'pointer',
  });
  const place = () => (button.style.bottom = window.matchMedia?.('(min-width: 768px)').matches ? '16px' : '84px');
  place();
  window.addEventListener('resize', place);
  doc.body.append(button);
  return button;
}

/**
 * Edit mode on/off (spec 001 §2.2, §4): Ctrl+E (Cmd+E) or the Edit/Lock button, with the notices
 * 'Edit mode uključen' / 'Edit mode isključen'. The default template's button is in the server HTML,
 * hidden (buyers never see seller tools): revealed here, for the owner only.
 */
export function editModeToggle(ctx: OwnerContext, parts: EditPart[]): EditMode {
  const { doc } = ctx;
  const button = doc.querySelector<HTMLElement>('[data-edit-toggle]') ?? floatingToggle(doc);
  const label = button.querySelector<HTMLElement>('[data-edit-label]');
  button.hidden = false;
  button.setAttribute('aria-pressed', 'false');
  let on = false;
  const set = (next: boolean) => {
    if (next === on) return;
    on = next;
    button.setAttribute('aria-pressed', String(on));
    if (label) label.textContent = on ? LABEL.on : LABEL.off;
    for (const part of parts) {
      if (on) part.on();
      else part.off();
    }
    // Seller-only parts of the server HTML (the AI's section list), hidden from buyers.
    for (const el of Array.from(doc.querySelectorAll<HTMLElement>('[data-owner-only]'))) el.hidden = !on;
    ctx.notice.show(on ? EDITOR_TEXTS.editModeOn : EDITOR_TEXTS.editModeOff);
  };
  button.addEventListener('click', () => set(!on));
  doc.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    // KeyE: the same key on a Cyrillic layout ('е').
    if (e.code !== 'KeyE' && e.key?.toLowerCase() !== 'e') return;
    e.preventDefault();
    set(!on);
  });
  return {
    get on() {
      return on;
    },
    set,
    toggle: () => set(!on),
  };
}
