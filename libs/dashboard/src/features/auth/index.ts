export { useSessionStore, resetSessionState, INITIAL_SESSION, type SessionState } from './session-store.js';
export { restoreSession, signIn, signOut, MissingUserDataError } from './session.js';
