import { pixelCurrency } from '@cod/contracts';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...a: unknown[]) => void; loaded?: boolean; version?: string; push?: unknown };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/**
 * The seller's social-ads pixel (spec 001 §7). The standard queueing stub is set up at once; the
 * vendor script loads after the page has loaded, so it never delays the first paint. Without a
 * pixel ID nothing is loaded and every call is a no-op.
 */
export function initPixel(pixelId: string | null) {
  if (!pixelId || window.fbq) return;
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  };
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  window.fbq = window._fbq = fbq;
  fbq('init', pixelId);
  fbq('track', 'PageView');
  const load = () => {
    const s = document.createElement('script');
    s.async = true;
    s.src = 'https://connect.facebook.net/en_US/fbevents.js';
    document.head.appendChild(s);
  };
  if (document.readyState === 'complete') setTimeout(load, 0);
  else window.addEventListener('load', () => setTimeout(load, 0), { once: true });
}

/** One pixel event; `eventId` lets a server-side Conversions API event be deduplicated (Purchase: the orderId). */
export function track(event: 'ViewContent' | 'InitiateCheckout' | 'Purchase' | 'AddToCart', params: Record<string, unknown>, eventId?: string) {
  if (!window.fbq) return;
  if (typeof params.currency === 'string') params = { ...params, currency: pixelCurrency(params.currency) };
  window.fbq('track', event, params, eventId ? { eventID: eventId } : undefined);
}
