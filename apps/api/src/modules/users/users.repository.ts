import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Role } from '@cod/contracts';
import { In, Repository } from 'typeorm';
import { User } from './user.entity.js';

/** The settings a seller changes on the Marketing and Notifications tabs. */
export type IntegrationSetting =
  | 'telegramBotId'
  | 'telegramChatId'
  | 'facebookPixelId'
  | 'facebookCapiToken'
  | 'googleSheetsId'
  | 'trackifyApiKey'
  | 'trackifyApiKeySrb';

/** What `users.customDomain…` mirror of the seller's single domain (spec 000 §3 users). */
export interface CustomDomainMirror {
  customDomain: string | null;
  customDomainStatus: 'verified' | 'pending';
  customDomainDnsInstructions: unknown;
}

/** The SQL of `users`: the TypeORM entity (it seals the integration secrets) is used here only. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly repo: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  findByIds(ids: number[]): Promise<User[]> {
    return this.repo.findBy({ id: In(ids) });
  }

  /** The user of a session that is still good (not revoked, not expired), in one query. */
  findWithLiveSession(id: number, sessionId: string): Promise<User | null> {
    return this.repo
      .createQueryBuilder('u')
      .innerJoin('sessions', 's', 's.user_id = u.id AND s.id = :sessionId AND s.revoked_at IS NULL AND s.expires_at > now()', { sessionId })
      .where('u.id = :id', { id })
      .getOne();
  }

  /** With the password hash; `email` is already normalised. */
  findForLogin(email: string): Promise<User | null> {
    return this.repo.createQueryBuilder('u').addSelect('u.password').where('lower(u.email) = :email', { email }).getOne();
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

  /** Throws the driver's unique violation when the e-mail is taken. */
  async insert(user: Partial<User>): Promise<number> {
    return (await this.repo.save(this.repo.create(user))).id;
  }

  /** Changes the given fields (secrets are sealed by the entity); `updatedAt` follows. */
  async update(id: number, patch: Partial<Pick<User, 'isActive' | 'password' | 'manageOwnOrders' | IntegrationSetting>>): Promise<void> {
    await this.repo.update({ id }, patch);
  }

  async pixelIdOf(id: number): Promise<string | null> {
    const user = await this.repo.findOne({ where: { id }, select: { id: true, facebookPixelId: true } });
    return user?.facebookPixelId || null;
  }

  async remove(id: number): Promise<void> {
    await this.repo.delete({ id });
  }

  /** Writes the mirror only when it differs, and leaves `updatedAt` alone: it is not the seller's change. */
  async mirrorCustomDomain(id: number, mirror: CustomDomainMirror): Promise<void> {
    await this.repo.query(
      `UPDATE users SET custom_domain = $2, custom_domain_status = $3, custom_domain_dns_instructions = $4::jsonb
        WHERE id = $1 AND (custom_domain IS DISTINCT FROM $2 OR custom_domain_status IS DISTINCT FROM $3 OR custom_domain_dns_instructions IS DISTINCT FROM $4::jsonb)`,
      [id, mirror.customDomain, mirror.customDomainStatus, mirror.customDomainDnsInstructions === null ? null : JSON.stringify(mirror.customDomainDnsInstructions)],
    );
  }

  async isEmpty(): Promise<boolean> {
    const [{ exists }] = await this.repo.query('SELECT EXISTS (SELECT 1 FROM users) AS exists');
    return !exists;
  }

  /**
   * The first admin with a fixed id, unless another process made it first (then false); the id sequence
   * then starts after the highest id.
   */
  async insertFirstAdmin(id: number, email: string, passwordHash: string): Promise<boolean> {
    const inserted = await this.repo.query(
      `INSERT INTO users (id, email, password, first_name, last_name, role)
       VALUES ($1, $2, $3, 'Admin', 'Administrator', 'admin')
       ON CONFLICT DO NOTHING RETURNING id`,
      [id, email, passwordHash],
    );
    await this.repo.query(`SELECT setval('users_id_seq', GREATEST((SELECT max(id) FROM users), 1))`);
    return inserted.length > 0;
  }
}
