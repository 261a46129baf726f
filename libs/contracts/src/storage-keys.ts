/** Browser local-storage keys of the session (spec 000 §3 Session state). */
export const AUTH_STORAGE_KEY = 'auth-storage';
export const AUTH_TOKEN_KEY = 'auth_token';
/** Name of the httpOnly session cookie set by POST /api/auth/login. */
export const SESSION_COOKIE_NAME = 'auth_token';
