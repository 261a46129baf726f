import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { defineTable, type RowOf } from '../../database/table.js';

/** `domains` (migrations 1764500000000-Domains, 1764600000000-DomainRecheck, 1766400000000-DomainLastCheck). */
const DOMAINS = defineTable('domains', {
  id: { sql: 'int' },
  userId: { sql: 'int', insert: true },
  host: { sql: 'varchar', insert: true },
  verificationToken: { sql: 'varchar', insert: true },
  isPrimary: { sql: 'boolean' },
  verifiedAt: { sql: 'timestamptz', nullable: true },
  createdAt: { sql: 'timestamptz' },
  recordMissingSince: { sql: 'timestamptz', nullable: true },
  checkedAt: { sql: 'timestamptz', nullable: true },
  lastCheckAt: { sql: 'timestamptz', nullable: true },
  lastCheckOk: { sql: 'boolean', nullable: true },
  lastCheckMessage: { sql: 'varchar', nullable: true },
});

export type DomainRow = RowOf<typeof DOMAINS.columns>;

/** The caller's work inside a change's transaction (its event, sent when the change commits). */
export type InTransaction<T = void> = (m: EntityManager, result: T) => Promise<void>;

/** A row of the in-memory index: the domain with its seller's account status. */
export interface IndexRow {
  host: string;
  user_id: number;
  verified: boolean;
  is_primary: boolean;
  seller_active: boolean;
}

const COLUMNS = DOMAINS.select();
const INSERT = `INSERT INTO domains (${DOMAINS.insertList}) VALUES (${DOMAINS.placeholders()}) RETURNING ${COLUMNS}`;
const INDEX_SELECT = `SELECT lower(d.host) AS host, d.user_id, d.verified_at IS NOT NULL AS verified, d.is_primary, u.is_active AS seller_active
                        FROM domains d JOIN users u ON u.id = d.user_id`;
/** The oldest verified domain of the seller becomes the primary (after the primary left). */
const OLDEST_VERIFIED_BECOMES_PRIMARY = `UPDATE domains SET is_primary = true WHERE id = (SELECT id FROM domains WHERE user_id = $1 AND verified_at IS NOT NULL ORDER BY verified_at, id LIMIT 1)`;
/** One seller's domain changes one at a time (two first verifications cannot both become the primary): their user row is the lock. */
const LOCK_SELLER = 'SELECT 1 FROM users WHERE id = $1 FOR UPDATE';

/** The SQL of `domains`. */
@Injectable()
export class DomainsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The seller's last verification or DNS test of the domain, kept for its card. */
  async recordCheck(id: number, ok: boolean, message: string): Promise<void> {
    await this.dataSource.query(`UPDATE domains SET last_check_at = now(), last_check_ok = $2, last_check_message = $3 WHERE id = $1`, [id, ok, message.slice(0, 2000)]);
  }

  /** A seller's domains, the primary first, then the oldest. */
  ofUser(userId: number): Promise<DomainRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM domains WHERE user_id = $1 ORDER BY is_primary DESC, created_at, id`, [userId]);
  }

  async byHost(userId: number, host: string): Promise<DomainRow | undefined> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM domains WHERE user_id = $1 AND lower(host) = lower($2)`, [userId, host]);
    return row;
  }

  async byId(userId: number, id: number): Promise<DomainRow | undefined> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM domains WHERE id = $1 AND user_id = $2`, [id, userId]);
    return row;
  }

  async verifiedByOther(userId: number, host: string): Promise<boolean> {
    const [row] = await this.dataSource.query('SELECT 1 FROM domains WHERE lower(host) = lower($1) AND verified_at IS NOT NULL AND user_id <> $2', [host, userId]);
    return !!row;
  }

  /** Throws the driver's unique violation when the seller already has the host. */
  async insert(userId: number, host: string, verificationToken: string, also?: InTransaction): Promise<DomainRow> {
    return this.dataSource.transaction(async (m) => {
      const [row] = await m.query(INSERT, DOMAINS.insertValues({ userId, host, verificationToken }));
      await also?.(m);
      return row;
    });
  }

  /**
   * Verifies an unverified domain (the primary when the seller has none); undefined when it was verified meanwhile.
   * `also`: the caller's work in the same transaction once it verified (the change's event).
   */
  async markVerified(row: Pick<DomainRow, 'id' | 'userId'>, also?: InTransaction<DomainRow>): Promise<DomainRow | undefined> {
    return this.dataSource.transaction(async (m) => {
      await m.query(LOCK_SELLER, [row.userId]);
      const [hasPrimary] = await m.query('SELECT 1 FROM domains WHERE user_id = $1 AND is_primary', [row.userId]);
      const res = await m.query(`UPDATE domains SET verified_at = now(), is_primary = $2 WHERE id = $1 AND verified_at IS NULL RETURNING ${COLUMNS}`, [row.id, !hasPrimary]);
      // TypeORM answers an UPDATE … RETURNING with [rows, count].
      const verified = (Array.isArray(res[0]) ? res[0] : res)[0] as DomainRow | undefined;
      if (verified?.id) await also?.(m, verified);
      return verified;
    });
  }

  async setPrimary(userId: number, domainId: number, also?: InTransaction): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.query(LOCK_SELLER, [userId]);
      await m.query('UPDATE domains SET is_primary = false WHERE user_id = $1 AND is_primary', [userId]);
      await m.query('UPDATE domains SET is_primary = true WHERE id = $1', [domainId]);
      await also?.(m);
    });
  }

  /** Deletes a domain; the primary gone, the oldest other verified domain takes its place. */
  async remove(row: Pick<DomainRow, 'id' | 'userId' | 'isPrimary'>, also?: InTransaction): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.query('DELETE FROM domains WHERE id = $1', [row.id]);
      if (row.isPrimary) await m.query(OLDEST_VERIFIED_BECOMES_PRIMARY, [row.userId]);
      await also?.(m);
    });
  }

  /** No longer verified nor primary; the oldest other verified domain becomes the primary when the seller has none. */
  async unverify(id: number, userId: number, also?: InTransaction): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.query(LOCK_SELLER, [userId]);
      await m.query('UPDATE domains SET verified_at = NULL, is_primary = false, record_missing_since = NULL WHERE id = $1', [id]);
      await m.query(`${OLDEST_VERIFIED_BECOMES_PRIMARY} AND NOT EXISTS (SELECT 1 FROM domains WHERE user_id = $1 AND is_primary)`, [userId]);
      await also?.(m);
    });
  }

  /** The TXT record was found (again): the missing mark goes; `at` unset: the database's now. */
  async recordFound(id: number, at?: Date): Promise<void> {
    if (at) await this.dataSource.query('UPDATE domains SET record_missing_since = NULL, checked_at = $2 WHERE id = $1', [id, at]);
    else await this.dataSource.query('UPDATE domains SET record_missing_since = NULL, checked_at = now() WHERE id = $1', [id]);
  }

  /** Checked without an answer: only the time moves (the job takes the oldest first). */
  async checked(id: number, at: Date): Promise<void> {
    await this.dataSource.query('UPDATE domains SET checked_at = $2 WHERE id = $1', [id, at]);
  }

  /** The TXT record is gone: marked since the first time it was missed. */
  async recordMissing(id: number, at: Date): Promise<void> {
    await this.dataSource.query('UPDATE domains SET record_missing_since = COALESCE(record_missing_since, $2), checked_at = $2 WHERE id = $1', [id, at]);
  }

  /** Every verified domain, the longest unchecked first (the daily re-check). */
  verified(): Promise<DomainRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM domains WHERE verified_at IS NOT NULL ORDER BY checked_at NULLS FIRST, id`);
  }

  hostsOf(userId: number): Promise<{ host: string; verified: boolean }[]> {
    return this.dataSource.query('SELECT host, verified_at IS NOT NULL AS verified FROM domains WHERE user_id = $1', [userId]);
  }

  /** Every domain (or one seller's) with its seller's account status, the oldest first. */
  forIndex(userId?: number): Promise<IndexRow[]> {
    return userId === undefined
      ? this.dataSource.query(`${INDEX_SELECT} ORDER BY d.created_at, d.id`)
      : this.dataSource.query(`${INDEX_SELECT} WHERE d.user_id = $1 ORDER BY d.created_at, d.id`, [userId]);
  }
}
