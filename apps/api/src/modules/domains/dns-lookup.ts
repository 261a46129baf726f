import { Inject, Injectable } from '@nestjs/common';
import { Resolver } from 'node:dns/promises';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** One look-up's answer: the records, or none with the reason (NXDOMAIN, no such record, timeout…). */
export interface Lookup<T> {
  records: T[];
  /** The resolver's code when nothing came back: ENOTFOUND / ENODATA mean "not found", others a failure. */
  error?: string;
}
export interface CaaRecord {
  critical: number;
  issue?: string;
  issuewild?: string;
  iodef?: string;
}

/** Codes that mean "no such record", not "DNS failed". */
export const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);

/** How domain verification asks DNS (a strategy: tests and other deployments may swap it). */
export abstract class DnsLookup {
  abstract txt(name: string): Promise<Lookup<string>>;
  abstract cname(name: string): Promise<Lookup<string>>;
  abstract a(name: string): Promise<Lookup<string>>;
  abstract caa(name: string): Promise<Lookup<CaaRecord>>;
}

/**
 * node:dns/promises with `DNS_SERVERS` (comma-separated ip[:port]) when set, else the system's resolvers, and
 * `DNS_TIMEOUT_MS`.
 * Every failure becomes an empty answer with its code: a look-up never throws.
 */
@Injectable()
export class NodeDnsLookup extends DnsLookup {
  private readonly resolver: Resolver;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.resolver = new Resolver({ timeout: config.dnsTimeoutMs, tries: 2 });
    if (config.dnsServers.length) this.resolver.setServers(config.dnsServers);
  }

  private async ask<T>(work: () => Promise<T[]>): Promise<Lookup<T>> {
    try {
      return { records: await work() };
    } catch (err) {
      return { records: [], error: (err as NodeJS.ErrnoException).code ?? 'EFAIL' };
    }
  }

  txt(name: string) {
    return this.ask(async () => (await this.resolver.resolveTxt(name)).map((chunks) => chunks.join('')));
  }

  cname(name: string) {
    return this.ask(async () => (await this.resolver.resolveCname(name)).map((c) => c.toLowerCase().replace(/\.$/, '')));
  }

  a(name: string) {
    return this.ask(() => this.resolver.resolve4(name));
  }

  caa(name: string) {
    return this.ask(async () => (await this.resolver.resolveCaa(name)) as CaaRecord[]);
  }
}
