import { Injectable } from '@nestjs/common';
import { API_ERRORS, type Role } from '@cod/contracts';
import { ConflictError, NotFoundError } from '../../common/errors/domain-error.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { PasswordHasher } from './password-hasher.js';
import type { User } from './user.entity.js';
import { UsersRepository, type CustomDomainMirror, type IntegrationSetting } from './users.repository.js';

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  companyName?: string | null;
  phone?: string | null;
  notes?: string | null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const optional = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** Users (stored by users.repository.ts). Rules about who may do what live in the services that call this. */
@Injectable()
export class UsersService {
  constructor(
    private readonly repo: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.repo.findById(id);
  }

  /** Several users by id (the sellers of a batch of orders), with their integration settings opened. */
  findByIds(ids: number[]): Promise<User[]> {
    return ids.length ? this.repo.findByIds([...new Set(ids)]) : Promise.resolve([]);
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundError(API_ERRORS.userNotFound);
    return user;
  }

  /** The user of a session that is still good (not revoked, not expired), in one query; null otherwise. */
  findWithLiveSession(id: number, sessionId: string): Promise<User | null> {
    return this.repo.findWithLiveSession(id, sessionId);
  }

  /** With the password hash, for sign-in. */
  findForLogin(email: string): Promise<User | null> {
    return this.repo.findForLogin(normalizeEmail(email));
  }

  passwordHashOf(id: number): Promise<string | undefined> {
    return this.repo.passwordHashOf(id);
  }

  list(role?: Role): Promise<User[]> {
    return this.repo.list(role);
  }

  count(role?: Role): Promise<number> {
    return this.repo.count(role);
  }

  async create(input: NewUser, id?: number): Promise<User> {
    const entity: Partial<User> = {
      ...(id ? { id } : {}),
      email: normalizeEmail(input.email),
      password: await this.hasher.hash(input.password),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      role: input.role,
      isActive: true,
      companyName: optional(input.companyName),
      phone: optional(input.phone),
      notes: optional(input.notes),
    };
    try {
      return this.getById(await this.repo.insert(entity));
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new ConflictError(API_ERRORS.emailTaken, 'email');
      }
      throw err;
    }
  }

  async setActive(id: number, isActive: boolean): Promise<User> {
    await this.repo.update(id, { isActive });
    return this.getById(id);
  }

  async setManageOwnOrders(id: number, manageOwnOrders: boolean): Promise<User> {
    await this.repo.update(id, { manageOwnOrders });
    return this.getById(id);
  }

  async setPassword(id: number, password: string): Promise<void> {
    await this.repo.update(id, { password: await this.hasher.hash(password) });
  }

  /** Saves a seller's own integration settings (the fields present in `patch`; secrets are sealed by the entity). */
  async updateSettings(id: number, patch: Partial<Pick<User, IntegrationSetting>>): Promise<User> {
    if (Object.keys(patch).length) await this.repo.update(id, patch);
    return this.getById(id);
  }

  /** The social-ads pixel ID of a seller (the pixel on their sites' pages), or null. */
  pixelIdOf(id: number): Promise<string | null> {
    return this.repo.pixelIdOf(id);
  }

  async remove(id: number): Promise<void> {
    await this.repo.remove(id);
  }

  /** The seller's single domain changed (the domains module owns it): `users.customDomain…` follow. */
  mirrorCustomDomain(id: number, mirror: CustomDomainMirror): Promise<void> {
    return this.repo.mirrorCustomDomain(id, mirror);
  }
}
