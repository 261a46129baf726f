import { registerIsland } from '../registry.js';

/** Whether the visitor came here from another page of this site (the storefront), not from an ad. */
function cameFromThisSite(): boolean {
  try {
    return !!document.referrer && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * `data-island="back-link"`: the default template's back link goes back in history when the visitor
 * came from this site (the storefront); otherwise (an ad, a direct visit) it follows its href, the
 * storefront — never back to the ad, never to the seller's sign-in.
 */
registerIsland('back-link', (el) => {
  el.addEventListener('click', (e) => {
    if (window.history.length > 1 && cameFromThisSite()) {
      e.preventDefault();
      window.history.back();
    }
  });
});
