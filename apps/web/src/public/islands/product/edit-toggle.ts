import { registerIsland } from '../registry.js';

/**
 * `data-island="edit-toggle"`: the default template's Edit/Lock button. For now it only switches its
 * look and shows 'Edit mode uključen' / 'Edit mode isključen' (editing on the page is a later issue).
 */
registerIsland('edit-toggle', (el) => {
  const label = el.querySelector<HTMLElement>('[data-edit-label]');
  const notice = document.querySelector<HTMLElement>('[data-edit-notice]');
  let on = false;
  let timer = 0;
  el.addEventListener('click', () => {
    on = !on;
    el.setAttribute('aria-pressed', String(on));
    if (label) label.textContent = on ? 'Lock' : 'Edit';
    if (!notice) return;
    notice.textContent = on ? 'Edit mode uključen' : 'Edit mode isključen';
    notice.hidden = false;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (notice.hidden = true), 2500);
  });
});
