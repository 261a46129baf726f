export { UsersModule } from './users.module.js';
export { UsersService, normalizeEmail, type IntegrationSetting, type NewUser } from './users.service.js';
export { PasswordHasher } from './password-hasher.js';
export { User } from './user.entity.js';
export { toUserResponse } from './user.mapper.js';
