import type { Role } from './roles.js';

/** A user as every API answer shows it (never the password hash). Spec 000 §3 `users`. */
export interface UserResponse {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  companyName: string | null;
  phone: string | null;
  notes: string | null;
  /** The bot token: only in the user's own answers (sign-in, /api/auth/me); null in everyone else's. */
  telegramBotId: string | null;
  telegramChatId: string | null;
  facebookPixelId: string | null;
  /** Whether a Conversions API token is saved (the token itself is never sent back). */
  hasFacebookCapiToken: boolean;
  googleSheetsId: string | null;
  /** Shipment-tracking key for Montenegro (and the other non-Serbian markets); only in the user's own answers. */
  trackifyApiKey: string | null;
  /** Shipment-tracking key for Serbia. */
  trackifyApiKeySrb: string | null;
  customDomain: string | null;
  customDomainStatus: string;
  customDomainDnsInstructions: unknown | null;
  /** A client may change its own orders (status, notes, the buyer's data); set by the admin. Admins always may. */
  manageOwnOrders: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The user whose id is 1 (the first admin) can never be deactivated, reset by others or deleted. */
export const ROOT_ADMIN_ID = 1;

/** The display name: first name and last name joined by a space (spec 000 §3). */
export function displayName(user: Pick<UserResponse, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter((p) => p && p.trim()).join(' ');
}

/** Users the admin console shows no actions for and the server protects (spec 000 §6). */
export function isProtectedUser(user: Pick<UserResponse, 'id' | 'role'>): boolean {
  return user.id === ROOT_ADMIN_ID || user.role === 'admin';
}
