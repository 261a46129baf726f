export { AuthModule } from './auth.module.js';
export { SessionsService, type RevokedSessions } from './sessions.service.js';
export { CurrentAuth, CurrentUser, type AuthContext } from './current-user.decorator.js';
