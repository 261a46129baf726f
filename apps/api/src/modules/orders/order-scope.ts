import type { User } from '../users/index.js';

/** Whose orders: one seller's (the websites they own), or everyone's (`null`: an admin's view). */
export interface OrderScope {
  userId: number | null;
}

/** An admin sees every order; a client the orders of its own websites. */
export const scopeOf = (user: User): OrderScope => ({ userId: user.role === 'admin' ? null : user.id });
