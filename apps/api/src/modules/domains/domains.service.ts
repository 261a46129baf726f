import { Inject, Injectable } from '@nestjs/common';
import {
  dnsInstructionsFor,
  dnsNameOf,
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
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SqlPool } from '../../database/sql-pool.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { PublicUrl } from '../../config/public-url.js';
import { DomainEvents, type EventClient } from '../events/index.js';
import { UsersService } from '../users/index.js';
import { DnsLookup } from './dns-lookup.js';
import { dnsReport, txtVerified } from './dns-report.js';
import { DomainIndex } from './domain-index.js';
import { DomainsRepository, type DomainRow } from './domains.repository.js';


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
    private readonly domains: DomainsRepository,
    private readonly users: UsersService,
    private readonly dns: DnsLookup,
    private readonly index: DomainIndex,
    private readonly events: DomainEvents,
    private readonly sql: SqlPool,
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
    return dnsInstructionsFor(row.host, this.cnameTarget(), this.config.domainTxtPrefix, row.verificationToken, this.config.domainApexAddresses);
  }

  private toResponse(row: DomainRow): DomainResponse {
    return {
      id: row.id,
      host: row.host,
      isPrimary: row.isPrimary,
      verifiedAt: row.verifiedAt,
      createdAt: row.createdAt,
      dnsInstructions: this.instructions(row),
      recordMissingSince: row.recordMissingSince,
      lastCheck: row.lastCheckAt ? { at: row.lastCheckAt, ok: row.lastCheckOk === true, message: row.lastCheckMessage ?? '' } : null,
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

  private async own(userId: number, host: string): Promise<DomainRow> {
    const row = await this.domains.byHost(userId, host);
    if (!row) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
    return row;
  }

  async list(userId: number): Promise<DomainResponse[]> {
    return (await this.domains.ofUser(userId)).map((r) => this.toResponse(r));
  }

  // ------------------------------------------------------------------ changes (multi)

  async add(userId: number, input: string): Promise<DomainChangeResponse> {
    const host = this.hostFrom(input, 'multi', 'host');
    const row = await this.insert(userId, host);
    return { success: true, message: DOMAIN_MESSAGES.added, domain: this.toResponse(row) };
  }

  private async insert(userId: number, host: string): Promise<DomainRow> {
    if (await this.domains.verifiedByOther(userId, host)) throw new ConflictError(DOMAIN_MESSAGES.takenByOther, 'host');
    let row: DomainRow;
    try {
      row = await this.domains.insert(userId, host, randomBytes(16).toString('hex'), (m) => this.changed(m, userId, host, false));
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(DOMAIN_MESSAGES.alreadyAdded, 'host');
      throw err;
    }
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
    if (row.verifiedAt && !row.recordMissingSince) return row;
    if (!row.verifiedAt && (await this.domains.verifiedByOther(row.userId, row.host))) throw new ConflictError(DOMAIN_MESSAGES.takenByOther, 'host');
    const expected = domainTxtValue(this.config.domainTxtPrefix, row.verificationToken);
    const txt = await txtVerified(this.dns, row.host, expected);
    if (!txt.ok) {
      const found = txt.found.length ? ` Pronađeno: ${txt.found.map((f) => `„${f}“`).join(', ')}.` : '';
      const failed = txt.failures.length ? ` DNS server nije odgovorio (${txt.failures.join(', ')}).` : '';
      const message = `${failure}: TXT zapis „${expected}“ sa imenom ${dnsNameOf(row.host)} nije pronađen za ${row.host}.${found}${failed} ${DOMAIN_MESSAGES.propagation}`;
      await this.domains.recordCheck(row.id, false, message);
      throw InvalidInputError.field('host', message);
    }
    await this.domains.recordCheck(row.id, true, DOMAIN_MESSAGES.verified);
    if (row.verifiedAt) {
      await this.domains.recordFound(row.id);
      return { ...row, recordMissingSince: null, lastCheckAt: new Date().toISOString(), lastCheckOk: true, lastCheckMessage: DOMAIN_MESSAGES.verified };
    }
    return this.markVerified(row);
  }

  private async markVerified(row: DomainRow): Promise<DomainRow> {
    let updated: DomainRow | undefined;
    try {
      updated = await this.domains.markVerified(row, (m, verified) => this.changed(m, row.userId, verified.host, true));
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(DOMAIN_MESSAGES.takenByOther, 'host');
      throw err;
    }
    if (!updated?.id) return this.own(row.userId, row.host);
    await this.index.reloadUser(row.userId);
    await this.mirror(row.userId);
    return updated;
  }

  async setPrimary(userId: number, domainId: number): Promise<DomainChangeResponse> {
    const row = await this.domains.byId(userId, domainId);
    if (!row) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
    if (!row.verifiedAt) throw InvalidInputError.field('domainId', DOMAIN_MESSAGES.primaryNeedsVerified);
    if (!row.isPrimary) {
      await this.domains.setPrimary(userId, domainId, (m) => this.changed(m, userId, row.host, true));
      await this.index.reloadUser(userId);
      await this.mirror(userId);
    }
    return { success: true, message: DOMAIN_MESSAGES.primarySet, domain: this.toResponse({ ...row, isPrimary: true }) };
  }

  async remove(userId: number, input: string): Promise<DomainChangeResponse> {
    await this.removeRow(await this.own(userId, this.hostFrom(input, 'multi', 'host')));
    return { success: true, message: DOMAIN_MESSAGES.removed };
  }

  private async removeRow(row: DomainRow) {
    await this.domains.remove(row, (m) => this.changed(m, row.userId, row.host, false));
    await this.index.reloadUser(row.userId);
    await this.mirror(row.userId);
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
    const expected = domainTxtValue(this.config.domainTxtPrefix, row.verificationToken);
    const report = await dnsReport(this.dns, row.host, this.config.domainTxtPrefix, expected, this.cnameTarget());
    if (report.txtOk && !row.verifiedAt && !(await this.domains.verifiedByOther(userId, row.host))) await this.markVerified(row).catch(() => undefined);
    await this.domains.recordCheck(row.id, report.success, report.message);
    return { success: report.success, message: report.message };
  }

  // ------------------------------------------------------------------ single domain

  private async single(userId: number): Promise<DomainRow | undefined> {
    return (await this.domains.ofUser(userId))[0];
  }

  private singleResponse(row: DomainRow | undefined): UserDomainResponse {
    if (!row) return { domain: null, isVerified: false, verificationToken: null, dnsInstructions: null, recordMissingSince: null };
    return {
      domain: row.host,
      isVerified: !!row.verifiedAt,
      verificationToken: row.verificationToken,
      dnsInstructions: this.instructions(row),
      recordMissingSince: row.recordMissingSince,
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
    await this.users.mirrorCustomDomain(userId, {
      customDomain: row?.host ?? null,
      customDomainStatus: row?.verifiedAt ? 'verified' : 'pending',
      customDomainDnsInstructions: row ? this.instructions(row) : null,
    });
  }

  /**
   * The daily re-check found the record missing too long: the domain is no longer verified (nor primary;
   * the oldest other verified domain becomes the primary) and the seller's mirror and every index follow.
   */
  async unverify(id: number, userId: number, host: string): Promise<void> {
    await this.domains.unverify(id, userId, (m) => this.changed(m, userId, host, false));
    await this.index.reloadUser(userId);
    await this.mirror(userId);
  }

  /** The admin switched the seller's account off or on: their verified domains stop or start serving their pages. */
  async sellerStatusChanged(userId: number): Promise<void> {
    const rows = await this.domains.hostsOf(userId);
    await this.index.reloadUser(userId);
    await this.events.emit(
      this.sql.pool,
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
