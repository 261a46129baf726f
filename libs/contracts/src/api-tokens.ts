import { rule, rules, schema, type Schema } from './validation.js';

/**
 * Personal API tokens (CONTRACT "Operations through the API"): a seller's or admin's script calls the API
 * with `Authorization: Bearer cod_…`, limited to the token's scopes and to its owner's data.
 */
export const API_SCOPES = ['orders:read', 'orders:write', 'websites:read', 'websites:write', 'analytics:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export const isApiScope = (v: unknown): v is ApiScope => (API_SCOPES as readonly unknown[]).includes(v);

/** Every token starts with this; the rest is 43 characters of base64url (256 random bits). */
export const API_TOKEN_PREFIX = 'cod_';
export const API_TOKEN_NAME_MAX = 100;
export const API_TOKEN_MAX_DAYS = 3650;
/** A user's live tokens at most. */
export const API_TOKENS_PER_USER = 50;

export interface CreateApiTokenRequest {
  name: string;
  scopes: ApiScope[];
  /** Days until it stops working; absent: never. */
  expiresInDays?: number;
}
/** The token itself is in this answer only: it is stored as a hash. */
export interface CreateApiTokenResponse {
  id: number;
  token: string;
}
export interface ApiTokenItem {
  id: number;
  name: string;
  scopes: ApiScope[];
  /** The first characters of the token ('cod_AbCd'), to tell tokens apart. */
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Unesite naziv tokena (npr. "Skripta za kurira")',
  nameTooLong: `Naziv tokena može imati najviše ${API_TOKEN_NAME_MAX} znakova`,
  scopesInvalid: `Izaberite bar jedno ovlašćenje: ${API_SCOPES.join(', ')}`,
  expiresInvalid: `Trajanje je ceo broj dana od 1 do ${API_TOKEN_MAX_DAYS}`,
  tooMany: `Možete imati najviše ${API_TOKENS_PER_USER} aktivnih tokena. Opozovite neki koji ne koristite.`,
  notFound: 'Token nije pronađen',
  revoked: 'Token je opozvan',
  invalid: 'API token nije ispravan, istekao je ili je opozvan',
  outOfScope: 'API token nema ovlašćenje za ovu radnju',
} as const;

const trimmedName = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** POST /api/tokens: a name (trimmed), at least one scope, an optional lifetime in days. */
export const createApiTokenSchema: Schema<CreateApiTokenRequest> = schema<CreateApiTokenRequest>({
  name: [
    rule((v) => (trimmedName(v) ? undefined : API_TOKEN_MESSAGES.nameRequired), { type: 'string', minLength: 1 }, { required: true }),
    rule((v) => (trimmedName(v).length > API_TOKEN_NAME_MAX ? API_TOKEN_MESSAGES.nameTooLong : undefined), { maxLength: API_TOKEN_NAME_MAX }),
    rules.singleLine(API_TOKEN_MESSAGES.nameRequired),
  ],
  scopes: [
    rule((v) => (Array.isArray(v) && v.length > 0 && v.every(isApiScope) ? undefined : API_TOKEN_MESSAGES.scopesInvalid), { type: 'array', items: { enum: [...API_SCOPES] }, minItems: 1 }, { required: true }),
  ],
  expiresInDays: [
    rule((v) => (v === undefined || v === null || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= API_TOKEN_MAX_DAYS) ? undefined : API_TOKEN_MESSAGES.expiresInvalid), {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: API_TOKEN_MAX_DAYS,
    }),
  ],
});
