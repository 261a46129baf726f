import type { IncomingHttpHeaders } from 'node:http';
import { clientIpOf } from '../../common/http/client-info.js';
import { cookieOf as cookie } from '../../common/http/cookies.js';
import type { OrderVisitor } from './order.table.js';

// Meta's cookies: `fb.{subdomain index}.{creation ms}.{random or fbclid}` (printable, no separators).
const FB_COOKIE = /^fb\.\d\.\d{10,16}\.[A-Za-z0-9_.-]{1,400}$/;
const FBCLID = /^[A-Za-z0-9_-]{1,400}$/;

function pageUrl(referer: string | undefined): URL | null {
  if (!referer || referer.length > 2048) return null;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * What the order form's request tells about the visitor, kept with the order for the Conversions API
 * (Meta matches server events to ad clicks by these): address, browser, Meta's `_fbp`/`_fbc` cookies
 * (or a click id built from the page's `fbclid`, as Meta's pixel would), and the page.
 */
export function orderVisitorOf(headers: IncomingHttpHeaders, socketAddress: string | undefined, trustProxy: boolean, now = Date.now()): OrderVisitor {
  const ua = headers['user-agent'];
  const page = pageUrl(headers.referer);
  const fbp = cookie(headers.cookie, '_fbp');
  let fbc = cookie(headers.cookie, '_fbc');
  if (!fbc || !FB_COOKIE.test(fbc)) {
    const clickId = page?.searchParams.get('fbclid');
    fbc = clickId && FBCLID.test(clickId) ? `fb.1.${now}.${clickId}` : null;
  }
  return {
    clientIp: clientIpOf(headers, socketAddress, trustProxy),
    clientUserAgent: ua && !/[\u0000-\u001F\u007F]/.test(ua) ? ua.slice(0, 512) : null,
    fbp: fbp && FB_COOKIE.test(fbp) ? fbp : null,
    fbc,
    sourceUrl: page ? page.href : null,
  };
}
