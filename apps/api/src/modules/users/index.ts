export { UsersModule } from './users.module.js';
export { UsersService, normalizeEmail, type NewUser } from './users.service.js';
export type { CustomDomainMirror, IntegrationSetting } from './users.repository.js';
export { PasswordHasher } from './password-hasher.js';
export type { User } from './user.entity.js';
export { toUserResponse } from './user.mapper.js';
