/** Browser local-storage keys of the session (spec 000 §3 Session state). */
export const AUTH_STORAGE_KEY = 'auth-storage';
export const AUTH_TOKEN_KEY = 'auth_token';
/** Name of the httpOnly session cookie set by POST /api/auth/login. */
export const SESSION_COOKIE_NAME = 'auth_token';

/** The desktop console's renderer origin (a privileged custom scheme); the API allows it for CORS. */
export const DESKTOP_APP_SCHEME = 'app';
export const DESKTOP_APP_HOST = 'cod';
export const DESKTOP_APP_ORIGIN = `${DESKTOP_APP_SCHEME}://${DESKTOP_APP_HOST}`;
