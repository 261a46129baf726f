import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.js';
import { VALIDATION as V } from './messages.js';
import type { UserResponse } from './user.js';
import { rules, schema, type Schema } from './validation.js';

export interface LoginRequest {
  email: string;
  password: string;
}
export interface LoginResponse {
  user: UserResponse;
  token: string;
}
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export interface MessageResponse {
  message: string;
}

export const loginSchema: Schema<LoginRequest> = schema<LoginRequest>({
  email: [rules.email(V.invalidEmail), rules.maxLength(MAX_EMAIL_LENGTH, V.emailTooLong)],
  password: [rules.required(V.passwordRequired), rules.text(V.textExpected), rules.maxLength(MAX_PASSWORD_LENGTH, V.passwordTooLong)],
});

export const changePasswordSchema: Schema<ChangePasswordRequest> = schema<ChangePasswordRequest>({
  currentPassword: [rules.required(V.currentPasswordRequired), rules.text(V.textExpected), rules.maxLength(MAX_PASSWORD_LENGTH, V.passwordTooLong)],
  newPassword: [rules.minLength(MIN_PASSWORD_LENGTH, V.newPasswordMin), rules.maxLength(MAX_PASSWORD_LENGTH, V.passwordTooLong)],
  confirmPassword: [rules.required(V.confirmPasswordRequired), rules.sameAs('newPassword', V.passwordsDoNotMatch)],
});
