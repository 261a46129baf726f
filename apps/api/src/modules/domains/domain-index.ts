import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/index.js';
import { DomainsRepository, type IndexRow } from './domains.repository.js';

/** One row of `domains` as the index keeps it. */
export interface IndexedDomain {
  host: string;
  userId: number;
  verified: boolean;
  primary: boolean;
  /** The seller's account is active (users.is_active): a deactivated seller's domain serves none of their pages. */
  sellerActive: boolean;
}

/**
 * Every custom domain in memory: for `GET /api/domains/tls-allowed` (a TLS proxy asks on every new
 * certificate) and for Host routing (which seller a request's Host belongs to), without a query per request.
 * Loaded once at start, then a seller's rows are read again on each `domain.changed` event (also sent when the
 * admin switches the seller's account off or on), which every API process hears through PostgreSQL NOTIFY.
 */
@Injectable()
export class DomainIndex implements OnModuleInit, OnApplicationShutdown {
  /** Every seller's claim of a host (several may have added it; one at most has verified it). */
  private readonly byHost = new Map<string, IndexedDomain[]>();
  private readonly byUser = new Map<number, IndexedDomain[]>();
  /** Per seller, the number of the latest reload started: an older reload that ends later is dropped. */
  private readonly reloads = new Map<number, number>();
  private readonly listeners = new Set<(userId: number) => void>();
  private off?: () => void;

  constructor(
    private readonly domains: DomainsRepository,
    private readonly events: DomainEvents,
  ) {}

  async onModuleInit() {
    // Listen first: a change made while the table is read is applied after it.
    const early = new Set<number>();
    let loaded = false;
    this.off = this.events.on('domain.changed', (e) => {
      if (typeof e.userId !== 'number') return;
      if (loaded) void this.reloadUser(e.userId);
      else early.add(e.userId);
    });
    const rows = await this.domains.forIndex();
    const users = new Map<number, IndexRow[]>();
    for (const r of rows) users.set(r.user_id, [...(users.get(r.user_id) ?? []), r]);
    for (const [userId, list] of users) this.replace(userId, list);
    loaded = true;
    await Promise.all([...early].map((id) => this.reloadUser(id)));
  }

  onApplicationShutdown() {
    this.off?.();
  }

  /** Reads one seller's domains again (after any change of theirs, in every process). */
  async reloadUser(userId: number): Promise<void> {
    const n = (this.reloads.get(userId) ?? 0) + 1;
    this.reloads.set(userId, n);
    const rows = await this.domains.forIndex(userId);
    if (this.reloads.get(userId) !== n) return;
    this.replace(userId, rows);
  }

  private replace(userId: number, rows: IndexRow[]) {
    for (const d of this.byUser.get(userId) ?? []) {
      const others = (this.byHost.get(d.host) ?? []).filter((c) => c.userId !== userId);
      if (others.length) this.byHost.set(d.host, others);
      else this.byHost.delete(d.host);
    }
    const list = rows.map((r) => ({ host: r.host, userId, verified: !!r.verified, primary: !!r.is_primary, sellerActive: !!r.seller_active }));
    for (const d of list) this.byHost.set(d.host, [...(this.byHost.get(d.host) ?? []), d]);
    if (list.length) this.byUser.set(userId, list);
    else this.byUser.delete(userId);
    for (const fn of this.listeners) fn(userId);
  }

  /** Called after a seller's domains were re-read (their pages may show another address now). */
  onChange(fn: (userId: number) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** The domain a Host names: HOST itself, or HOST without a leading `www.` (lower-case, no port, no final dot). */
  find(host: string): IndexedDomain | undefined {
    const claims = this.byHost.get(host) ?? (host.startsWith('www.') ? this.byHost.get(host.slice(4)) : undefined);
    // A host is verified for one seller at most; an unverified claim never hides the verified one.
    return claims?.find((c) => c.verified) ?? claims?.[0];
  }

  /** HOST, or HOST without a leading `www.`, is a verified domain. */
  allowed(raw: unknown): boolean {
    if (typeof raw !== 'string' || raw.length > 260) return false;
    return !!this.find(raw.trim().toLowerCase().replace(/\.$/, ''))?.verified;
  }

  /** Where a seller's sites live in production: their primary verified domain, else their first verified one. */
  productionHostOf(userId: number): string | null {
    const verified = (this.byUser.get(userId) ?? []).filter((d) => d.verified);
    return (verified.find((d) => d.primary) ?? verified[0])?.host ?? null;
  }
}
