import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema } from './auth.js';
import { createClientSchema, resetPasswordSchema, updateUserStatusSchema } from './admin.js';
import { MAX_UPSELL_LINKS } from './limits.js';
import { IMAGE_MESSAGES, VALIDATION } from './messages.js';
import { ORDER_STATUSES, orderStatusChanges } from './order-status.js';
import { createOrderSchema, ORDER_MESSAGES, orderCustomerSchema } from './orders.js';
import { containsControlChars, isId, parseId, pickKnown, validate } from './validation.js';
import { WEBSITE_MESSAGES } from './website-create.js';

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

describe('the class rules every schema gets', () => {
  it('refuses control characters anywhere in a field, nested and in keys, but keeps tabs and line breaks for multi-line texts', () => {
    for (const bad of ['a\u0000', '\u0007', '\u001b[31m', 'x\u007f', '\u0085']) {
      expect(validate(createClientSchema, { email: 'a@b.rs', password: '123456', firstName: 'A', lastName: 'B', notes: bad }).errors).toEqual({ notes: VALIDATION.controlChars });
    }
    expect(validate(createClientSchema, { email: 'a@b.rs', password: '123456', firstName: 'A', lastName: 'B', notes: 'red 1\nred 2\tkraj\r\n' }).ok).toBe(true);
    expect(containsControlChars({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsControlChars({ 'k\u0001': 'x' })).toBe(true);
    expect(containsControlChars({ a: ['čćšžđ ČĆŠŽĐ € 😀', 1, null, true] })).toBe(false);
    for (const lone of ['\ud800', 'x\ud800y', '\udc00', '😀'.slice(1)]) expect(containsControlChars(lone)).toBe(true);
  });
  it('single-line fields refuse tabs and line breaks too', () => {
    expect(validate(createClientSchema, { email: 'a@b.rs', password: '123456', firstName: 'A\nB', lastName: 'B' }).errors).toEqual({ firstName: VALIDATION.controlChars });
    expect(validate(orderCustomerSchema, { name: 'Ana Anić', phone: '0641234567', address: 'Ulica\t1', city: 'Niš' }).errors).toEqual({ address: VALIDATION.controlChars });
  });
  it('ids are positive 32-bit integers, in bodies and in paths', () => {
    for (const ok of [1, 2147483647]) expect(isId(ok)).toBe(true);
    for (const bad of [0, -1, 1.5, 2147483648, Number.MAX_SAFE_INTEGER + 2, '1', null, NaN]) expect(isId(bad)).toBe(false);
    expect(parseId('2147483647')).toBe(2147483647);
    for (const bad of ['2147483648', '0', '01', '-1', '1e3', ' 1', '1.0', '', '99999999999']) expect(parseId(bad)).toBeNull();
    expect(validate(createOrderSchema, { websiteId: 2147483648, quantity: 1, customerData: {} }).errors.websiteId).toBe(ORDER_MESSAGES.websiteInvalid);
  });
  it('a nested object is left to its own schema (field-by-field messages)', () => {
    const r = validate(createOrderSchema, { websiteId: 1, quantity: 1, customerData: { name: 'A\u0000' } });
    expect(r.ok).toBe(true);
    expect(validate(orderCustomerSchema, { name: 'A\u0000', phone: '0641234567', address: 'x', city: 'y' }).errors).toEqual({ name: VALIDATION.controlChars });
    expect(validate(createOrderSchema, { websiteId: 1, quantity: 1, customerData: 'x' }).errors.customerData).toBe(ORDER_MESSAGES.nameRequired);
  });
  it('pickKnown takes only own fields', () => {
    expect(pickKnown(loginSchema, Object.create({ email: 'inherited' }))).toEqual({});
  });
  it('messages that name a limit are built from it (and still read as the spec writes them)', () => {
    expect(VALIDATION.passwordMin).toBe('Lozinka mora imati najmanje 6 karaktera');
    expect(WEBSITE_MESSAGES.maxLinks).toBe(`Maksimalno ${MAX_UPSELL_LINKS} linkova`);
    expect(WEBSITE_MESSAGES.maxLinks).toBe('Maksimalno 5 linkova');
    expect(IMAGE_MESSAGES.tooLarge).toBe('Slika je prevelika. Maksimalna veličina je 5MB.');
  });
});

describe('order status changes (spec 000 §4, §6)', () => {
  it('an admin may set any other status; a client none', () => {
    expect(orderStatusChanges({ role: 'admin' }, 'pending')).toEqual(['processing', 'completed', 'cancelled']);
    expect(orderStatusChanges({ role: 'admin' }, 'cancelled')).toEqual(['pending', 'processing', 'completed']);
    for (const s of ORDER_STATUSES) expect(orderStatusChanges({ role: 'client' }, s)).toEqual([]);
    for (const s of ORDER_STATUSES) expect(orderStatusChanges({ role: 'client', manageOwnOrders: false }, s)).toEqual([]);
    expect(orderStatusChanges({ role: 'client', manageOwnOrders: true }, 'pending')).toEqual(['processing', 'completed', 'cancelled']);
  });
});

describe('isIsoDateTime: a real calendar moment', () => {
  it('accepts dates and times that exist', async () => {
    const { isIsoDateTime } = await import('./validation.js');
    for (const ok of ['2026-02-28', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-11-27T10:15', '2026-11-27T23:59:59.123Z', '2026-11-27T10:15:00+01:00', '2026-11-27T10:15:00-1400']) {
      expect(isIsoDateTime(ok), ok).toBe(true);
    }
  });
  it('refuses days a month has not, year 0, hours past 23 and zones past 14 h', async () => {
    const { isIsoDateTime } = await import('./validation.js');
    for (const bad of ['2026-02-29', '2026-02-30', '2026-02-31', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01', '2026-01-01T24:00', '2026-01-01T10:60', '2026-01-01T10:00:60', '2026-01-01T10:00+15:00', '26-01-01', '2026-1-1', '', 5]) {
      expect(isIsoDateTime(bad), String(bad)).toBe(false);
    }
  });
});

describe('stripInvisible: bidi controls and zero-width characters out, emoji kept', () => {
  it('removes what disguises text', async () => {
    const { stripInvisible, hasInvisible } = await import('./validation.js');
    expect(stripInvisible('Ana\u202EcipA')).toBe('AnacipA');
    expect(stripInvisible('\u200BMar\u200Cko\u200D \u2066Mar\u2069ković\uFEFF\u00AD\u061C\u200E\u200F')).toBe('Marko Marković');
    expect(stripInvisible('tag\u{E0041}\u{E0042}')).toBe('tag');
    expect(hasInvisible('Ana')).toBe(false);
    expect(hasInvisible('A\u202Dna')).toBe(true);
  });
  it('keeps emoji sequences, Serbian letters and ordinary text as they are', async () => {
    const { stripInvisible } = await import('./validation.js');
    for (const text of ['👩‍💻 Šarić', '👨‍👩‍👧', '👩🏽‍💻', '🏳️‍🌈', 'Ђорђе Ћосић', 'Knez Mihailova 42']) expect(stripInvisible(text)).toBe(text);
  });
});
