import { registerIsland } from '../registry.js';

/**
 * `data-island="back-link"`: the default template's back link goes back in history when the visitor
 * came from another page (an ad, the storefront); otherwise it follows its href.
 */
registerIsland('back-link', (el) => {
  el.addEventListener('click', (e) => {
    if (window.history.length > 1 && document.referrer) {
      e.preventDefault();
      window.history.back();
    }
  });
});
