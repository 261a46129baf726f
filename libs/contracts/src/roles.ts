export const ROLES = ['admin', 'client'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'client';

/** Top bar label (spec 000 §2 Top bar). */
export const ROLE_TOPBAR_LABEL: Record<Role, string> = {
  admin: 'Super Administrator',
  client: 'Klijent',
};
/** Role badge in admin lists (spec 000 §2 Admin dashboard). */
export const ROLE_BADGE_LABEL: Record<Role, string> = {
  admin: 'Admin',
  client: 'Klijent',
};
/** Role shown on the Profile tab (spec 000 §2 Account settings). */
export const ROLE_PROFILE_LABEL: Record<Role, string> = {
  admin: 'Administrator',
  client: 'Client',
};
/** Role badge on the orders screen (spec 000 §2 Orders). */
export const ROLE_ORDERS_LABEL: Record<Role, string> = {
  admin: 'Administrator',
  client: 'Klijent',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
