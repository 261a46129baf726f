import { Injectable } from '@nestjs/common';
import { API_ERRORS, API_TOKEN_MESSAGES, API_TOKEN_PREFIX, API_TOKENS_PER_USER, type ApiTokenItem, type CreateApiTokenRequest, type CreateApiTokenResponse } from '@cod/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../common/errors/domain-error.js';
import { SqlPool } from '../../database/sql-pool.js';
import { UsersService } from '../users/index.js';
import { apiTokensOf, insertApiToken, revokeApiToken, useApiToken } from './api-tokens.repository.js';
import type { AuthContext } from './current-user.decorator.js';

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

  /** `body` passed createApiTokenSchema (the controller's pipe). */
  async create(userId: number, body: CreateApiTokenRequest): Promise<CreateApiTokenResponse> {
    const name = body.name.trim();
    const days = body.expiresInDays ?? null;
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const id = await insertApiToken(this.sql.pool, {
      userId,
      name,
      hash: hashOf(token),
      prefix: token.slice(0, 8),
      scopes: [...new Set(body.scopes)],
      days,
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
