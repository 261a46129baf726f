import { SetMetadata } from '@nestjs/common';
import type { Role } from '@cod/contracts';

export const ROLES_KEY = 'roles';
export interface RolesMetadata {
  roles: Role[];
  /** The 403 message when the role does not match. */
  message?: string;
}
/** Only these roles may call the route (checked by the global RolesGuard after sign-in). */
export const Roles = (roles: Role[], message?: string) => SetMetadata(ROLES_KEY, { roles, message } satisfies RolesMetadata);
