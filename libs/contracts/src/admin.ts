import {
  MAX_COMPANY_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_PHONE_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './limits.js';
import { VALIDATION as V } from './messages.js';
import { ROOT_ADMIN_ID, type UserResponse } from './user.js';
import { rules, schema, type Schema } from './validation.js';

export interface CreateClientRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName?: string | null;
  phone?: string | null;
  notes?: string | null;
}
export interface UpdateUserStatusRequest {
  isActive: boolean;
}
export interface ResetPasswordRequest {
  newPassword: string;
}
/** GET /api/admin/dashboard/stats. The spec names the last three; the client/user totals are extra. */
export interface AdminDashboardStats {
  totalClients: number;
  totalUsers: number;
  totalWebsites: number;
  totalOrders: number;
  pendingOrders: number;
}

export const createClientSchema: Schema<CreateClientRequest> = schema<CreateClientRequest>({
  email: [rules.email(V.invalidEmail), rules.maxLength(MAX_EMAIL_LENGTH, V.emailTooLong)],
  password: [rules.minLength(MIN_PASSWORD_LENGTH, V.passwordMin), rules.maxLength(MAX_PASSWORD_LENGTH, V.passwordTooLong)],
  firstName: [rules.required(V.firstNameRequired), rules.text(V.textExpected), rules.maxLength(MAX_NAME_LENGTH, V.firstNameTooLong), rules.singleLine()],
  lastName: [rules.required(V.lastNameRequired), rules.text(V.textExpected), rules.maxLength(MAX_NAME_LENGTH, V.lastNameTooLong), rules.singleLine()],
  companyName: [rules.optionalText(V.textExpected), rules.maxLength(MAX_COMPANY_LENGTH, V.companyTooLong), rules.singleLine()],
  phone: [rules.optionalText(V.textExpected), rules.maxLength(MAX_PHONE_LENGTH, V.phoneTooLong), rules.singleLine()],
  notes: [rules.optionalText(V.textExpected), rules.maxLength(MAX_NOTES_LENGTH, V.notesTooLong)],
});

export const updateUserStatusSchema: Schema<UpdateUserStatusRequest> = schema<UpdateUserStatusRequest>({
  isActive: [rules.boolean(V.isActiveBoolean)],
});

export const resetPasswordSchema: Schema<ResetPasswordRequest> = schema<ResetPasswordRequest>({
  newPassword: [rules.minLength(MIN_PASSWORD_LENGTH, V.passwordMin), rules.maxLength(MAX_PASSWORD_LENGTH, V.passwordTooLong)],
});

export interface UserActions {
  /** Activate or deactivate. */
  toggleStatus: boolean;
  resetPassword: boolean;
  delete: boolean;
}

type Actor = Pick<UserResponse, 'id'>;
type Target = Pick<UserResponse, 'id' | 'role'>;

/**
 * What an admin may do to a user (spec 000 §6 and the foundation issue): the user with id 1 and
 * admins can never be deactivated or deleted; an admin's password can be reset only by that admin,
 * and the first admin's only through change-password. The server enforces this; the list mirrors it.
 */
export function userActionsFor(actor: Actor, target: Target): UserActions {
  const isRoot = target.id === ROOT_ADMIN_ID;
  const isAdmin = target.role === 'admin';
  return {
    toggleStatus: !isRoot && !isAdmin,
    resetPassword: !isRoot && (!isAdmin || target.id === actor.id),
    delete: !isRoot && !isAdmin && target.id !== actor.id,
  };
}
