import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../events/index.js';

/**
 * The verified hosts in memory, for `GET /api/domains/tls-allowed` (a TLS proxy asks on every new
 * certificate): loaded once at start, then kept fresh by `domain.changed` events, which every API process
 * hears through PostgreSQL NOTIFY. Only one row per host can be verified, so an event sets or clears the host.
 */
@Injectable()
export class DomainIndex implements OnModuleInit, OnApplicationShutdown {
  private readonly hosts = new Set<string>();
  private off?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  async onModuleInit() {
    // Listen first: a change made while the table is read is applied after it.
    const early: { host: string; verified: boolean }[] = [];
    let loaded = false;
    this.off = this.events.on('domain.changed', (e) => (loaded ? this.apply(e.host, e.verified) : early.push(e)));
    const rows: { host: string }[] = await this.dataSource.query('SELECT lower(host) AS host FROM domains WHERE verified_at IS NOT NULL');
    for (const r of rows) this.hosts.add(r.host);
    loaded = true;
    for (const e of early) this.apply(e.host, e.verified);
  }

  onApplicationShutdown() {
    this.off?.();
  }

  /** Applied at once in this process (the event reaches the others a few milliseconds later). */
  apply(host: string, verified: boolean) {
    if (typeof host !== 'string') return;
    if (verified) this.hosts.add(host.toLowerCase());
    else this.hosts.delete(host.toLowerCase());
  }

  /** HOST, or HOST without a leading `www.`, is a verified domain. */
  allowed(raw: unknown): boolean {
    if (typeof raw !== 'string' || raw.length > 260) return false;
    const h = raw.trim().toLowerCase().replace(/\.$/, '');
    return this.hosts.has(h) || (h.startsWith('www.') && this.hosts.has(h.slice(4)));
  }
}
