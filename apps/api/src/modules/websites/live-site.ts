/** SQL: the seller of the site with alias `w` has an active account (users.is_active, the admin's switch). */
export const sellerActive = (w: string) => `EXISTS (SELECT 1 FROM users seller WHERE seller.id = ${w}.user_id AND seller.is_active)`;

/**
 * SQL: the site with alias `w` is live — its pages are public and it takes orders — while it is switched on
 * and its seller's account is active. A deactivated seller's sites keep their data and come back with the account.
 */
export const liveSite = (w: string) => `(${w}.is_active AND ${sellerActive(w)})`;
