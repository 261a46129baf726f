import { facebookCapiTokenRules, normalizeSetting } from './integrations.js';
import { schema, type Check, type FieldRules, type Schema } from './validation.js';

/** A field left out keeps its value; null (or empty) clears it (CONTRACT.md). */
export interface FacebookPixelRequest {
  /** The social-ads pixel ID; empty or null removes the pixel (spec 000 §5: empty saved as null). */
  facebookPixelId?: string | null;
  /** The Conversions API access token: write-only (`GET /api/auth/me` shows only `hasFacebookCapiToken`). */
  facebookCapiToken?: string | null;
}

export const USER_SETTINGS_MESSAGES = {
  pixelSaved: 'Uspešno sačuvano',
  pixelInvalid: 'Pixel ID ima 15 ili 16 cifara (Events Manager → Izvori podataka → vaš piksel)',
} as const;

/** Meta's pixel IDs have 15 or 16 digits; anything else would only break the page's pixel call. */
const PIXEL_ID_RE = /^\d{15,16}$/;

/** The stored form of a pixel ID: trimmed, null when empty (as every optional setting). */
export const normalizePixelId = normalizeSetting;

const pixelId: Check = (v) =>
  v === null || v === undefined || (typeof v === 'string' && (v.trim() === '' || PIXEL_ID_RE.test(v.trim())))
    ? undefined
    : USER_SETTINGS_MESSAGES.pixelInvalid;

export const facebookPixelSchema: Schema<FacebookPixelRequest> = schema<FacebookPixelRequest>({ facebookPixelId: [pixelId], facebookCapiToken: facebookCapiTokenRules });
