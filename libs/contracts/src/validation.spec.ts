import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema } from './auth.js';
import { createClientSchema, resetPasswordSchema, updateUserStatusSchema } from './admin.js';
import { VALIDATION } from './messages.js';
import { pickKnown, validate } from './validation.js';

describe('loginSchema (spec 000 §5 sign-in)', () => {
  it('accepts a valid e-mail and any non-empty password', () => {
    expect(validate(loginSchema, { email: 'ana@primer.rs', password: 'x' }).ok).toBe(true);
  });
  it.each(['', 'ana', 'ana@', '@primer.rs', 'ana@primer', 'a na@primer.rs', 'ana@@primer.rs', 'ana@primer..rs'])(
    'refuses the e-mail %j with "Neispravna email adresa"',
    (email) => {
      expect(validate(loginSchema, { email, password: 'x' }).errors.email).toBe(VALIDATION.invalidEmail);
    },
  );
  it('requires the password', () => {
    expect(validate(loginSchema, { email: 'ana@primer.rs', password: '   ' }).errors.password).toBe(VALIDATION.passwordRequired);
    expect(validate(loginSchema, { email: 'ana@primer.rs' }).errors.password).toBe(VALIDATION.passwordRequired);
  });
  it('gives the first failing field as firstError, in schema order', () => {
    const r = validate(loginSchema, {});
    expect(r.ok).toBe(false);
    expect(r.firstError).toBe(VALIDATION.invalidEmail);
    expect(r.errors).toEqual({ email: VALIDATION.invalidEmail, password: VALIDATION.passwordRequired });
  });
  it('treats non-object input as empty', () => {
    expect(validate(loginSchema, null).errors.email).toBe(VALIDATION.invalidEmail);
    expect(validate(loginSchema, [1]).errors.password).toBe(VALIDATION.passwordRequired);
  });
});

describe('createClientSchema (spec 000 §5 registration)', () => {
  const good = { email: 'ana@primer.rs', password: '123456', firstName: 'Ana', lastName: 'Anić' };
  it('accepts the minimum and optional company, phone, notes', () => {
    expect(validate(createClientSchema, good).ok).toBe(true);
    expect(validate(createClientSchema, { ...good, companyName: null, phone: '', notes: 'x' }).ok).toBe(true);
  });
  it.each([
    ['password', '12345', VALIDATION.passwordMin],
    ['firstName', '', VALIDATION.firstNameRequired],
    ['firstName', '  ', VALIDATION.firstNameRequired],
    ['lastName', undefined, VALIDATION.lastNameRequired],
    ['email', 'x', VALIDATION.invalidEmail],
    ['phone', 5, VALIDATION.textExpected],
  ])('%s = %j → %s', (field, value, message) => {
    expect(validate(createClientSchema, { ...good, [field]: value }).errors).toEqual({ [field]: message });
  });
});

describe('changePasswordSchema (spec 000 §5 password change)', () => {
  it.each([
    [{ newPassword: 'abcdef', confirmPassword: 'abcdef' }, 'currentPassword', VALIDATION.currentPasswordRequired],
    [{ currentPassword: 'a', newPassword: 'abc', confirmPassword: 'abc' }, 'newPassword', VALIDATION.newPasswordMin],
    [{ currentPassword: 'a', newPassword: 'abcdef', confirmPassword: '' }, 'confirmPassword', VALIDATION.confirmPasswordRequired],
    [{ currentPassword: 'a', newPassword: 'abcdef', confirmPassword: 'abcdeX' }, 'confirmPassword', VALIDATION.passwordsDoNotMatch],
  ])('%j → %s: %s', (input, field, message) => {
    expect(validate(changePasswordSchema, input).errors[field as keyof typeof input]).toBe(message);
  });
  it('accepts matching passwords of 6+ characters', () => {
    expect(validate(changePasswordSchema, { currentPassword: 'a', newPassword: 'abcdef', confirmPassword: 'abcdef' }).ok).toBe(true);
  });
});

describe('admin schemas', () => {
  it('reset password needs 6 characters', () => {
    expect(validate(resetPasswordSchema, { newPassword: '12345' }).errors.newPassword).toBe(VALIDATION.passwordMin);
    expect(validate(resetPasswordSchema, { newPassword: '123456' }).ok).toBe(true);
  });
  it('status needs a real boolean', () => {
    expect(validate(updateUserStatusSchema, { isActive: false }).ok).toBe(true);
    expect(validate(updateUserStatusSchema, { isActive: 'false' }).ok).toBe(false);
  });
  it('pickKnown drops fields the schema does not know', () => {
    expect(pickKnown(createClientSchema, { email: 'a', role: 'admin', id: 1 })).toEqual({ email: 'a' });
  });
});
