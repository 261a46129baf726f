import { originOf } from './navigation.js';

/**
 * Permission requests of web content (camera, microphone, geolocation, notifications, …) are denied by
 * default. The one exception: the console's own page may write to the clipboard (its copy buttons, e.g.
 * the DNS records of /domains). Server pages and frames get nothing.
 */
const RENDERER_PERMISSIONS = new Set(['clipboard-sanitized-write']);

export function allowPermission(permission: string, requestingUrl: string | undefined, rendererOrigin: string): boolean {
  return RENDERER_PERMISSIONS.has(permission) && originOf(requestingUrl) === rendererOrigin;
}
