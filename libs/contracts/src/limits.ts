/** Business constants and limits (spec 000 §9, 001 §9). One place for every number the rules use. */
export const MIN_PASSWORD_LENGTH = 6;
/** The tip text on the Security tab recommends more than the enforced minimum (spec 000 §2). */
export const RECOMMENDED_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MAX_COMPANY_LENGTH = 200;
export const MAX_PHONE_LENGTH = 40;
export const MAX_NOTES_LENGTH = 2000;

export const MAX_UPSELL_LINKS = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** How MAX_IMAGE_BYTES is written for people ('5MB', spec 000 §5). */
export const MAX_IMAGE_SIZE_TEXT = `${MAX_IMAGE_BYTES / 1024 / 1024}MB`;

/** Website fields (their database columns are at least this large). */
export const MAX_WEBSITE_IMAGES = 12;
export const MAX_SKU_LENGTH = 64;
/** An upsell offer's title (upsell_products.title). */
export const MAX_UPSELL_TITLE_LENGTH = 300;
export const MAX_PRODUCT_NAME_LENGTH = 200;
export const MAX_PRICE = 100_000_000;
export const CUSTOM_URL_MAX_LENGTH = 60;
/** Links (product pages, pictures) are at most this long. */
export const MAX_URL_LENGTH = 2048;

/** Login sessions last this long unless revoked (logout, deactivation, password reset). */
export const SESSION_TTL_DAYS = 30;

/** Client dashboard refetch interval (spec 000 §9). */
export const DASHBOARD_REFETCH_MS = 30_000;
/** Primary-domain list refetch delay (spec 000 §9). */
export const PRIMARY_DOMAIN_REFETCH_DELAY_MS = 500;
/** Admin lists scroll at this height (spec 000 §2). */
export const ADMIN_LIST_MAX_HEIGHT_PX = 500;
