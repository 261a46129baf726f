import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { secretBox } from '../../../common/crypto/secret-box.js';
import { SqlPool } from '../../../database/sql-pool.js';

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** The SQL of `trackify_webhook_secrets`: the secret each seller's Trackify pushes are signed with, sealed at rest. */
@Injectable()
export class TrackifyWebhookSecrets {
  constructor(private readonly sql: SqlPool) {}

  /** The seller's secret, or undefined when none was made yet. */
  async find(userId: number): Promise<string | undefined> {
    const { rows } = await this.sql.pool.query<{ secret: string }>(`SELECT secret FROM trackify_webhook_secrets WHERE user_id = $1`, [userId]);
    return rows[0] ? secretBox().open(rows[0].secret) : undefined;
  }

  /** The seller's secret, made on first use. */
  async ensure(userId: number): Promise<string> {
    const secret = newSecret();
    await this.sql.pool.query(`INSERT INTO trackify_webhook_secrets (user_id, secret) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`, [userId, secretBox().seal(secret)]);
    return (await this.find(userId))!;
  }

  /** A new secret: pushes signed with the old one are refused from now on. */
  async rotate(userId: number): Promise<string> {
    const secret = newSecret();
    await this.sql.pool.query(
      `INSERT INTO trackify_webhook_secrets (user_id, secret) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = now()`,
      [userId, secretBox().seal(secret)],
    );
    return secret;
  }
}
