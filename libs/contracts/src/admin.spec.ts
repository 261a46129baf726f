import { describe, expect, it } from 'vitest';
import { userActionsFor } from './admin.js';
import { displayName, isProtectedUser } from './user.js';

const root = { id: 1, role: 'admin' as const };
const otherAdmin = { id: 7, role: 'admin' as const };
const client = { id: 9, role: 'client' as const };

describe('userActionsFor (spec 000 §6)', () => {
  it('gives user 1 no actions, whoever looks', () => {
    expect(userActionsFor(root, root)).toEqual({ toggleStatus: false, resetPassword: false, delete: false });
    expect(userActionsFor(otherAdmin, root)).toEqual({ toggleStatus: false, resetPassword: false, delete: false });
  });
  it('lets an admin do everything to a client', () => {
    expect(userActionsFor(root, client)).toEqual({ toggleStatus: true, resetPassword: true, delete: true });
  });
  it('never deactivates or deletes an admin; only that admin may reset their own password', () => {
    expect(userActionsFor(root, otherAdmin)).toEqual({ toggleStatus: false, resetPassword: false, delete: false });
    expect(userActionsFor(otherAdmin, otherAdmin)).toEqual({ toggleStatus: false, resetPassword: true, delete: false });
  });
});

describe('users', () => {
  it('displayName joins first and last name with a space', () => {
    expect(displayName({ firstName: 'Đorđe', lastName: 'Šćepanović' })).toBe('Đorđe Šćepanović');
    expect(displayName({ firstName: 'Ana', lastName: '' })).toBe('Ana');
  });
  it('isProtectedUser: id 1 and admins', () => {
    expect(isProtectedUser(root)).toBe(true);
    expect(isProtectedUser(otherAdmin)).toBe(true);
    expect(isProtectedUser(client)).toBe(false);
  });
});
