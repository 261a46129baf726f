/**
 * The owner's notices ('Edit mode uključen', 'Slika ažurirana' / 'Slika je uspešno zamenjena', …): one
 * small status box at the top of the viewport, made here so it works on every template. Styled through
 * the CSSOM (the public stylesheet holds only the templates' classes; no <style> is injected).
 */
export interface Notice {
  show(title: string, text?: string, kind?: 'info' | 'error'): void;
  readonly el: HTMLElement;
}

export function createNotice(doc: Document = document): Notice {
  const el = doc.createElement('div');
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  el.dataset.testid = 'owner-notice';
  el.dataset.ownerTool = '';
  el.hidden = true;
  Object.assign(el.style, {
    position: 'fixed',
    top: '76px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '60',
    maxWidth: 'calc(100vw - 32px)',
    padding: '10px 18px',
    borderRadius: '14px',
    color: '#fff',
    font: '600 14px/1.35 system-ui, sans-serif',
    textAlign: 'center',
    boxShadow: '0 10px 30px rgba(0,0,0,.25)',
  });
  const title = doc.createElement('strong');
  title.style.display = 'block';
  const text = doc.createElement('span');
  Object.assign(text.style, { display: 'block', fontWeight: '400', opacity: '.9' });
  el.append(title, text);
  doc.body.append(el);
  let timer = 0;
  return {
    el,
    show(t, body = '', kind = 'info') {
      title.textContent = t;
      text.textContent = body;
      text.hidden = !body;
      el.style.background = kind === 'error' ? '#b91c1c' : '#111827';
      el.setAttribute('role', kind === 'error' ? 'alert' : 'status');
      el.hidden = false;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => (el.hidden = true), kind === 'error' ? 5000 : 3000);
    },
  };
}
