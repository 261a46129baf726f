import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { API_ERRORS, type Role } from '@cod/contracts';
import { In, QueryFailedError, Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors/domain-error.js';
import { PasswordHasher } from './password-hasher.js';
import { User } from './user.entity.js';

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

/** The settings a seller changes on the Marketing and Notifications tabs. */
export type IntegrationSetting =
  | 'telegramBotId'
  | 'telegramChatId'
  | 'facebookPixelId'
  | 'facebookCapiToken'
  | 'googleSheetsId'
  | 'trackifyApiKey'
  | 'trackifyApiKeySrb';

const UNIQUE_VIOLATION = '23505';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const optional = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** Storage of users. Rules about who may do what live in the services that call this. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly repo: Repository<User>,
    private readonly hasher: PasswordHasher,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  /** Several users by id (the sellers of a batch of orders), with their integration settings opened. */
  findByIds(ids: number[]): Promise<User[]> {
    return ids.length ? this.repo.findBy({ id: In([...new Set(ids)]) }) : Promise.resolve([]);
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundError(API_ERRORS.userNotFound);
    return user;
  }

  /** The user of a session that is still good (not revoked, not expired), in one query; null otherwise. */
  findWithLiveSession(id: number, sessionId: string): Promise<User | null> {
    return this.repo
      .createQueryBuilder('u')
      .innerJoin('sessions', 's', 's.user_id = u.id AND s.id = :sessionId AND s.revoked_at IS NULL AND s.expires_at > now()', { sessionId })
      .where('u.id = :id', { id })
      .getOne();
  }

  /** With the password hash, for sign-in. */
  findForLogin(email: string): Promise<User | null> {
    return this.repo
      .createQueryBuilder('u')
      .addSelect('u.password')
      .where('lower(u.email) = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  async passwordHashOf(id: number): Promise<string | undefined> {
    const row = await this.repo.createQueryBuilder('u').addSelect('u.password').where('u.id = :id', { id }).getOne();
    return row?.password;
  }

  list(role?: Role): Promise<User[]> {
    return this.repo.find({ where: role ? { role } : {}, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  count(role?: Role): Promise<number> {
    return this.repo.count({ where: role ? { role } : {} });
  }

  async create(input: NewUser, id?: number): Promise<User> {
    const entity = this.repo.create({
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
    });
    try {
      const saved = await this.repo.save(entity);
      return this.getById(saved.id);
    } catch (err) {
      if (err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === UNIQUE_VIOLATION) {
        throw new ConflictError(API_ERRORS.emailTaken, 'email');
      }
      throw err;
    }
  }

  async setActive(id: number, isActive: boolean): Promise<User> {
    await this.repo.update({ id }, { isActive });
    return this.getById(id);
  }

  async setPassword(id: number, password: string): Promise<void> {
    await this.repo.update({ id }, { password: await this.hasher.hash(password) });
  }

  /** Saves a seller's own integration settings (the fields present in `patch`; secrets are sealed by the entity). */
  async updateSettings(id: number, patch: Partial<Pick<User, IntegrationSetting>>): Promise<User> {
    if (Object.keys(patch).length) await this.repo.update({ id }, patch);
    return this.getById(id);
  }

  /** The social-ads pixel ID of a seller (the pixel on their sites' pages), or null. */
  async pixelIdOf(id: number): Promise<string | null> {
    const user = await this.repo.findOne({ where: { id }, select: { id: true, facebookPixelId: true } });
    return user?.facebookPixelId || null;
  }

  async remove(id: number): Promise<void> {
    await this.repo.delete({ id });
  }
}
