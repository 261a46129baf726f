import { Injectable } from '@nestjs/common';
import {
  API_ERRORS,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER,
  isApiScope,
  type ApiScope,
  type ApiTokenItem,
  type CreateApiTokenResponse,
} from '@cod/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { ConflictError, InvalidInputError, NotFoundError, UnauthorizedError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { UsersService } from '../users/index.js';
import { apiTokensOf, insertApiToken, revokeApiToken, useApiToken } from './api-tokens.repository.js';
import type { AuthContext } from './current-user.decorator.js';

const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const TOKEN_SHAPE = /^cod_[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a bearer value is one of ours (`cod_…`) rather than a session's JWT. */
export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/**
 * Personal API tokens: 256 random bits shown once, kept as their sha256 (a database read gives no usable
 * token), with scopes, an optional expiry and the last use. A token acts as its owner within its scopes.
 */
@Injectable()
export class ApiTokensService {
  constructor(
    private readonly sql: SqlPool,
    private readonly users: UsersService,
  ) {}

  async create(userId: number, body: unknown): Promise<CreateApiTokenResponse> {
    const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
    const name = typeof b.name === 'string' ? b.name.trim() : '';
    if (!name) throw InvalidInputError.field('name', API_TOKEN_MESSAGES.nameRequired);
    if (name.length > API_TOKEN_NAME_MAX) throw InvalidInputError.field('name', API_TOKEN_MESSAGES.nameTooLong);
    if (CONTROL.test(name)) throw InvalidInputError.field('name', API_TOKEN_MESSAGES.nameRequired);
    if (!Array.isArray(b.scopes) || !b.scopes.length || !b.scopes.every(isApiScope)) throw InvalidInputError.field('scopes', API_TOKEN_MESSAGES.scopesInvalid);
    const days = b.expiresInDays ?? null;
    if (days !== null && (!Number.isInteger(days) || (days as number) < 1 || (days as number) > API_TOKEN_MAX_DAYS)) throw InvalidInputError.field('expiresInDays', API_TOKEN_MESSAGES.expiresInvalid);
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const id = await insertApiToken(this.sql.pool, {
      userId,
      name,
      hash: hashOf(token),
      prefix: token.slice(0, 8),
      scopes: [...new Set(b.scopes as ApiScope[])],
      days: days as number | null,
      max: API_TOKENS_PER_USER,
    });
    if (id === null) throw new ConflictError(API_TOKEN_MESSAGES.tooMany);
    return { id, token };
  }

  list(userId: number): Promise<ApiTokenItem[]> {
    return apiTokensOf(this.sql.pool, userId);
  }

  async revoke(userId: number, id: number): Promise<{ message: string }> {
    if (!(await revokeApiToken(this.sql.pool, userId, id))) throw new NotFoundError(API_TOKEN_MESSAGES.notFound);
    return { message: API_TOKEN_MESSAGES.revoked };
  }

  /** The owner and scopes of a live token (401 for anything else, or an inactive owner). */
  async resolve(bearer: string): Promise<AuthContext> {
    const token = TOKEN_SHAPE.test(bearer) ? await useApiToken(this.sql.pool, hashOf(bearer)) : null;
    if (!token) throw new UnauthorizedError(API_TOKEN_MESSAGES.invalid);
    const user = await this.users.findById(token.userId);
    if (!user) throw new UnauthorizedError(API_TOKEN_MESSAGES.invalid);
    if (!user.isActive) throw new UnauthorizedError(API_ERRORS.accountInactive);
    return { user, sessionId: `token:${token.id}`, scopes: token.scopes };
  }
}
