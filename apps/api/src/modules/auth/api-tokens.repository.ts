import type { ApiScope, ApiTokenItem } from '@cod/contracts';
import type pg from 'pg';

const ITEM = `id, name, scopes, prefix,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "expiresAt",
  to_char(last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastUsedAt"`;

/** A new token, unless the user already has `max` live ones (null then). */
export async function insertApiToken(pool: pg.Pool, t: { userId: number; name: string; hash: string; prefix: string; scopes: ApiScope[]; days: number | null; max: number }): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO api_tokens (user_id, name, token_hash, prefix, scopes, expires_at)
     SELECT $1, $2, $3, $4, $5::varchar[], CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(days => $6::int) END
      WHERE (SELECT count(*) FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())) < $7
     RETURNING id`,
    [t.userId, t.name, t.hash, t.prefix, t.scopes, t.days, t.max],
  );
  return rows[0]?.id ?? null;
}

/** The user's live tokens, newest first (never the hash). */
export async function apiTokensOf(pool: pg.Pool, userId: number): Promise<ApiTokenItem[]> {
  const { rows } = await pool.query(`SELECT ${ITEM} FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY id DESC`, [userId]);
  return rows;
}

export async function revokeApiToken(pool: pg.Pool, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await pool.query(`UPDATE api_tokens SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`, [id, userId]);
  return rowCount === 1;
}

/** A live token by its hash: its owner and scopes; its last use is written at most once a minute. */
export async function useApiToken(pool: pg.Pool, hash: string): Promise<{ id: number; userId: number; scopes: ApiScope[] } | null> {
  const { rows } = await pool.query<{ id: number; userId: number; scopes: ApiScope[]; stale: boolean }>(
    `SELECT id, user_id AS "userId", scopes, (last_used_at IS NULL OR last_used_at < now() - interval '1 minute') AS stale
       FROM api_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
    [hash],
  );
  const token = rows[0];
  if (!token) return null;
  if (token.stale) await pool.query(`UPDATE api_tokens SET last_used_at = now() WHERE id = $1`, [token.id]);
  return { id: token.id, userId: token.userId, scopes: token.scopes };
}
