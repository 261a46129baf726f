import { Inject, Injectable } from '@nestjs/common';
import {
  dnsInstructionsFor,
  DOMAIN_MESSAGES,
  domainTxtValue,
  hostProblem,
  normalizeMultiDomainInput,
  normalizeSingleDomainInput,
  type DnsInstructions,
  type DomainChangeResponse,
  type DomainResponse,
  type DomainTestDnsResponse,
  type UserDomainChangeResponse,
  type UserDomainResponse,
} from '@cod/contracts';
import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { DataSource, type EntityManager } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PublicUrl } from '../../config/public-url.js';
import { DomainEvents, type EventClient } from '../events/index.js';
import { DnsLookup } from './dns-lookup.js';
import { dnsReport, txtVerified } from './dns-report.js';
import { DomainIndex } from './domain-index.js';

interface DomainRow {
  id: number;
  user_id: number;
  host: string;
  verification_token: string;
  is_primary: boolean;
  verified_at: Date | null;
  created_at: Date;
  record_missing_since: Date | null;
}
const COLUMNS = 'id, user_id, host, verification_token, is_primary, verified_at, created_at, record_missing_since';
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (err: unknown) => (err as { code?: string; driverError?: { code?: string } }).code === UNIQUE_VIOLATION || (err as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION;

export type InputMode = 'single' | 'multi';

/**
 * Sellers' custom domains (spec 000 §2, §3, §7, §8). Storage: every domain is a `domains` row; the
 * single-domain calls act on the seller's "single domain" (their primary, else their oldest row) and
 * `users.customDomain / customDomainStatus / customDomainDnsInstructions` mirror it after every change.
 * Every call acts on the caller's own domains only (an admin too): another seller's host answers 404.
 */
@Injectable()
export class DomainsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dns: DnsLookup,
    private readonly index: DomainIndex,
    private readonly events: DomainEvents,
    private readonly publicUrl: PublicUrl,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The host sellers point their CNAME at: DOMAIN_CNAME_TARGET, else the public base URL's host. */
  cnameTarget(): string {
    return this.config.domainCnameTarget ?? new URL(this.publicUrl.base()).hostname.toLowerCase();
  }

  private ownHosts(): string[] {
    return [new URL(this.publicUrl.base()).hostname.toLowerCase(), this.cnameTarget()];
  }

  private instructions(row: DomainRow): DnsInstructions {
    return dnsInstructionsFor(this.cnameTarget(), this.config.domainTxtPrefix, row.verification_token);
  }

  private toResponse(row: DomainRow): DomainResponse {
    return {
      id: row.id,
      host: row.host,
      isPrimary: row.is_primary,
      verifiedAt: iso(row.verified_at),
      createdAt: new Date(row.created_at).toISOString(),
      dnsInstructions: this.instructions(row),
      recordMissingSince: iso(row.record_missing_since),
    };
  }

  /** §5 normalisation again on the server, then IDN → punycode and the host rules; a 400 names the field. */
  hostFrom(input: string, mode: InputMode, field: string): string {
    let v = mode === 'single' ? normalizeSingleDomainInput(input) : normalizeMultiDomainInput(input);
    v = v.replace(/\/+$/, '').replace(/\.$/, '');
    if (!v) throw InvalidInputError.field(field, DOMAIN_MESSAGES.enterDomain);
    // An IPv6 address (or a port) never becomes a name; everything else goes through punycode, then the strict rules.
    // ASCII beyond letters, digits, dots and hyphens (a path, a port, a space) is refused before the URL parser trims it.
    const ascii = v.includes(':') || v.includes('[') ? v : /[^a-z0-9.\-\u0080-\uffff]/.test(v) ? '' : domainToASCII(v);
    const problem = hostProblem(ascii || '-', this.ownHosts());
    if (problem) throw InvalidInputError.field(field, problem);
    return ascii;
  }

  // ------------------------------------------------------------------ reads

  private async rows(userId: number): Promise<DomainRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM domains WHERE user_id = $1 ORDER BY is_primary DESC, created_at, id`, [userId]);
  }

  private async own(userId: number, host: string): Promise<DomainRow> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM domains WHERE user_id = $1 AND lower(host) = lower($2)`, [userId, host]);
    if (!row) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
    return row;
  }

  private async verifiedByOther(userId: number, host: string, m: EntityManager | DataSource = this.dataSource): Promise<boolean> {
    const [row] = await m.query('SELECT 1 FROM domains WHERE lower(host) = lower($1) AND verified_at IS NOT NULL AND user_id <> $2', [host, userId]);
    return !!row;
  }

  async list(userId: number): Promise<DomainResponse[]> {
    return (await this.rows(userId)).map((r) => this.toResponse(r));
  }

  // ------------------------------------------------------------------ changes (multi)

  async add(userId: number, input: string): Promise<DomainChangeResponse> {
    const host = this.hostFrom(input, 'multi', 'host');
    const row = await this.insert(userId, host);
    return { success: true, message: DOMAIN_MESSAGES.added, domain: this.toResponse(row) };
  }

  private async insert(userId: number, host: string): Promise<DomainRow> {
    if (await this.verifiedByOther(userId, host)) throw new ConflictError(DOMAIN_MESSAGES.takenByOther, 'host');
    let row: DomainRow;
    try {
      [row] = await this.dataSource.query(
        `INSERT INTO domains (user_id, host, verification_token) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
        [userId, host, randomBytes(16).toString('hex')],
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(DOMAIN_MESSAGES.alreadyAdded, 'host');
      throw err;
    }
    await this.changed(this.dataSource, userId, host, false);
    await this.index.reloadUser(userId);
    await this.mirror(userId);
    return row;
  }

  /** Verified when the TXT value is at @ or at _cod-verify; the first verified domain becomes the primary. */
  async verify(userId: number, input: string): Promise<DomainChangeResponse> {
    const row = await this.own(userId, this.hostFrom(input, 'multi', 'host'));
    const verified = await this.verifyRow(row, DOMAIN_MESSAGES.verifyFailed);
    return { success: true, message: DOMAIN_MESSAGES.verified, domain: this.toResponse(verified) };
  }

  /** Verifies an unverified domain; for a verified one whose record the re-check missed, checks it is back. */
  private async verifyRow(row: DomainRow, failure: string): Promise<DomainRow> {
    if (row.verified_at && !row.record_missing_since) return row;
    if (!row.verified_at && (await this.verifiedByOther(row.user_id, row.host))) throw new ConflictError(DOMAIN_MESSAGES.takenByOther, 'host');
    const expected = domainTxtValue(this.config.domainTxtPrefix, row.verification_token);
    const txt = await txtVerified(this.dns, row.host, expected);
    if (!txt.ok) {
      const found = txt.found.length ? ` Pronađeno: ${txt.found.map((f) => `„${f}“`).join(', ')}.` : '';
      const failed = txt.failures.length ? ` DNS server nije odgovorio (${txt.failures.join(', ')}).` : '';
      throw InvalidInputError.field(
        'host',
        `${failure}: TXT zapis „${expected}“ sa imenom @ nije pronađen za ${row.host}.${found}${failed} ${DOMAIN_MESSAGES.propagation}`,
      );
    }
    if (row.verified_at) {
      await this.dataSource.query('UPDATE domains SET record_missing_since = NULL, checked_at = now() WHERE id = $1', [row.id]);
      return { ...row, record_missing_since: null };
    }
    return this.markVerified(row);
  }

  private async markVerified(row: DomainRow): Promise<DomainRow> {
    let updated: DomainRow | undefined;
    try {
      updated = await this.dataSource.transaction(async (m) => {
        // One seller's verifications one at a time: two first verifications cannot both become the primary.
        await m.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [row.user_id]);
        const [hasPrimary] = await m.query('SELECT 1 FROM domains WHERE user_id = $1 AND is_primary', [row.user_id]);
        const res = await m.query(
          `UPDATE domains SET verified_at = now(), is_primary = $2 WHERE id = $1 AND verified_at IS NULL RETURNING ${COLUMNS}`,
          [row.id, !hasPrimary],
        );
        // TypeORM answers an UPDATE … RETURNING with [rows, count].
        const verified = (Array.isArray(res[0]) ? res[0] : res)[0] as DomainRow | undefined;
        if (verified?.id) await this.changed(m, row.user_id, verified.host, true);
        return verified;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(DOMAIN_MESSAGES.takenByOther, 'host');
      throw err;
    }
    if (!updated?.id) return this.own(row.user_id, row.host);
    await this.index.reloadUser(row.user_id);
    await this.mirror(row.user_id);
    return updated;
  }

  async setPrimary(userId: number, domainId: number): Promise<DomainChangeResponse> {
    const [row]: DomainRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM domains WHERE id = $1 AND user_id = $2`, [domainId, userId]);
    if (!row) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
    if (!row.verified_at) throw InvalidInputError.field('domainId', DOMAIN_MESSAGES.primaryNeedsVerified);
    if (!row.is_primary) {
      await this.dataSource.transaction(async (m) => {
        await m.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
        await m.query('UPDATE domains SET is_primary = false WHERE user_id = $1 AND is_primary', [userId]);
        await m.query('UPDATE domains SET is_primary = true WHERE id = $1', [domainId]);
        await this.changed(m, userId, row.host, true);
      });
      await this.index.reloadUser(userId);
      await this.mirror(userId);
    }
    return { success: true, message: DOMAIN_MESSAGES.primarySet, domain: this.toResponse({ ...row, is_primary: true }) };
  }

  async remove(userId: number, input: string): Promise<DomainChangeResponse> {
    await this.removeRow(await this.own(userId, this.hostFrom(input, 'multi', 'host')));
    return { success: true, message: DOMAIN_MESSAGES.removed };
  }

  private async removeRow(row: DomainRow) {
    await this.dataSource.transaction(async (m) => {
      await m.query('DELETE FROM domains WHERE id = $1', [row.id]);
      // The primary gone: the oldest other verified domain takes its place.
      if (row.is_primary)
        await m.query(
          `UPDATE domains SET is_primary = true WHERE id = (SELECT id FROM domains WHERE user_id = $1 AND verified_at IS NOT NULL ORDER BY verified_at, id LIMIT 1)`,
          [row.user_id],
        );
      await this.changed(m, row.user_id, row.host, false);
    });
    await this.index.reloadUser(row.user_id);
    await this.mirror(row.user_id);
  }

  /** Fresh instructions (the CNAME target may have changed); the token stays, so records already set still count. */
  async refresh(userId: number, input: string): Promise<DomainChangeResponse> {
    const row = await this.own(userId, this.hostFrom(input, 'multi', 'host'));
    await this.mirror(userId);
    return { success: true, message: DOMAIN_MESSAGES.refreshed, domain: this.toResponse(row) };
  }

  /** What DNS says now against what is expected; a TXT record in place also verifies the domain. */
  async testDns(userId: number, input: string): Promise<DomainTestDnsResponse> {
    const row = await this.own(userId, this.hostFrom(input, 'multi', 'host'));
    const expected = domainTxtValue(this.config.domainTxtPrefix, row.verification_token);
    const report = await dnsReport(this.dns, row.host, this.config.domainTxtPrefix, expected, this.cnameTarget());
    if (report.txtOk && !row.verified_at && !(await this.verifiedByOther(userId, row.host))) await this.markVerified(row).catch(() => undefined);
    return { success: report.success, message: report.message };
  }

  // ------------------------------------------------------------------ single domain

  private async single(userId: number): Promise<DomainRow | undefined> {
    return (await this.rows(userId))[0];
  }

  private singleResponse(row: DomainRow | undefined): UserDomainResponse {
    if (!row) return { domain: null, isVerified: false, verificationToken: null, dnsInstructions: null, recordMissingSince: null };
    return {
      domain: row.host,
      isVerified: !!row.verified_at,
      verificationToken: row.verification_token,
      dnsInstructions: this.instructions(row),
      recordMissingSince: iso(row.record_missing_since),
    };
  }

  async getSingle(userId: number): Promise<UserDomainResponse> {
    return this.singleResponse(await this.single(userId));
  }

  async addSingle(userId: number, input: string): Promise<UserDomainChangeResponse> {
    const host = this.hostFrom(input, 'single', 'domain');
    const existing = await this.single(userId);
    if (existing && existing.host.toLowerCase() !== host) throw new ConflictError(DOMAIN_MESSAGES.singleExists, 'domain');
    const row = existing ?? (await this.insert(userId, host));
    return { success: true, message: DOMAIN_MESSAGES.singleAdded, ...this.singleResponse(row) };
  }

  async verifySingle(userId: number): Promise<UserDomainChangeResponse> {
    const row = await this.single(userId);
    if (!row) throw new NotFoundError(DOMAIN_MESSAGES.noDomain);
    const verified = await this.verifyRow(row, DOMAIN_MESSAGES.singleVerifyFailed);
    return { success: true, message: DOMAIN_MESSAGES.singleVerified, ...this.singleResponse(verified) };
  }

  async removeSingle(userId: number): Promise<UserDomainChangeResponse> {
    const row = await this.single(userId);
    if (!row) throw new NotFoundError(DOMAIN_MESSAGES.noDomain);
    await this.removeRow(row);
    return { success: true, message: DOMAIN_MESSAGES.singleRemoved, ...this.singleResponse(await this.single(userId)) };
  }

  // ------------------------------------------------------------------ helpers

  /** users.customDomain… mirror the seller's single domain (spec 000 §3 users). */
  private async mirror(userId: number) {
    const row = await this.single(userId);
    await this.dataSource.query(
      `UPDATE users SET custom_domain = $2, custom_domain_status = $3, custom_domain_dns_instructions = $4::jsonb
        WHERE id = $1 AND (custom_domain IS DISTINCT FROM $2 OR custom_domain_status IS DISTINCT FROM $3 OR custom_domain_dns_instructions IS DISTINCT FROM $4::jsonb)`,
      [userId, row?.host ?? null, row?.verified_at ? 'verified' : 'pending', row ? JSON.stringify(this.instructions(row)) : null],
    );
  }

  /**
   * The daily re-check found the record missing too long: the domain is no longer verified (nor primary;
   * the oldest other verified domain becomes the primary) and the seller's mirror and every index follow.
   */
  async unverify(id: number, userId: number, host: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await m.query('UPDATE domains SET verified_at = NULL, is_primary = false, record_missing_since = NULL WHERE id = $1', [id]);
      await m.query(
        `UPDATE domains SET is_primary = true WHERE id = (SELECT id FROM domains WHERE user_id = $1 AND verified_at IS NOT NULL ORDER BY verified_at, id LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM domains WHERE user_id = $1 AND is_primary)`,
        [userId],
      );
      await this.changed(m, userId, host, false);
    });
    await this.index.reloadUser(userId);
    await this.mirror(userId);
  }

  /** The admin switched the seller's account off or on: their verified domains stop or start serving their pages. */
  async sellerStatusChanged(userId: number): Promise<void> {
    const rows: { host: string; verified: boolean }[] = await this.dataSource.query('SELECT host, verified_at IS NOT NULL AS verified FROM domains WHERE user_id = $1', [userId]);
    await this.index.reloadUser(userId);
    await this.events.emit(
      this.dataSource,
      rows.map((r) => ({ name: 'domain.changed', payload: { host: r.host.toLowerCase(), verified: r.verified, userId } })),
    );
  }

  /**
   * Tells every process of a domain's change, on the change's transaction (sent when it commits); the
   * index of this process is reloaded after the commit, so it is current when the call answers.
   */
  private changed(client: EventClient, userId: number, host: string, verified: boolean) {
    return this.events.emit(client, [{ name: 'domain.changed', payload: { host: host.toLowerCase(), verified, userId } }]);
  }
}
