import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { siteUrlOnDomain } from '@cod/contracts';
import { isIP } from 'node:net';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PublicUrl } from '../../config/public-url.js';
import { DomainIndex } from './domain-index.js';

/**
 * Whose pages a request's Host may show (CONTRACT "Custom domains"):
 * - `seller`: a seller's verified domain (or `www.` + it): only that seller's pages;
 * - `platform`: our own address (PUBLIC_BASE_URL, DOMAIN_CNAME_TARGET), a local or preview name, an IP
 *   address, or — while PUBLIC_BASE_URL is not set, so our own name is not known — any other name;
 * - `unknown`: a domain added but not verified, or (with PUBLIC_BASE_URL set) a name that is none of the
 *   above: a 404 page, never anyone's content.
 */
export type HostScope = { kind: 'platform' } | { kind: 'unknown' } | { kind: 'seller'; host: string; userId: number };

const PLATFORM: HostScope = { kind: 'platform' };
const UNKNOWN: HostScope = { kind: 'unknown' };
/** Names that are never a seller's or a stranger's: this machine, LAN names, preview and dev deployments. */
const LOCAL_NAME = /^(localhost|[^.]+)$|\.(localhost|local|internal|lan)$|(^|[.-])(dev|preview|staging)([.-]|$)/;

/** The lower-case host name of a Host header: no port, no final dot; IPv6 in brackets kept as is. */
export function hostNameOf(header: string | undefined): string {
  if (!header) return '';
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  return (colon < 0 ? h : h.slice(0, colon)).replace(/\.$/, '');
}

@Injectable()
export class SiteHosts implements OnModuleInit {
  /** Host header → scope, dropped whenever any seller's domains change (a few hundred names at most). */
  private readonly memo = new Map<string, HostScope>();
  private own: Set<string> | undefined;

  constructor(
    private readonly index: DomainIndex,
    private readonly publicUrl: PublicUrl,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.index.onChange(() => this.memo.clear());
  }

  private ownNames(): Set<string> {
    this.own ??= new Set([new URL(this.publicUrl.base()).hostname.toLowerCase(), ...(this.config.domainCnameTarget ? [this.config.domainCnameTarget] : [])]);
    return this.own;
  }

  scopeOf(header: string | undefined): HostScope {
    const key = header ?? '';
    let scope = this.memo.get(key);
    if (!scope) {
      scope = this.classify(hostNameOf(header));
      if (this.memo.size > 2000) this.memo.clear();
      this.memo.set(key, scope);
    }
    return scope;
  }

  private classify(name: string): HostScope {
    const domain = name ? this.index.find(name) : undefined;
    if (domain?.verified) return { kind: 'seller', host: domain.host, userId: domain.userId };
    if (domain) return UNKNOWN;
    if (!name || this.ownNames().has(name) || isIP(name.replace(/^\[|\]$/g, '')) || LOCAL_NAME.test(name)) return PLATFORM;
    return this.config.publicBaseUrl ? UNKNOWN : PLATFORM;
  }

  /** The seller's production domain (primary verified, else first verified), or null. */
  productionHostOf(userId: number): string | null {
    return this.index.productionHostOf(userId);
  }

  /** A site's address for links and events: on the seller's production domain when they have one. */
  siteUrl(userId: number, customUrl: string): string {
    const host = this.productionHostOf(userId);
    return host ? siteUrlOnDomain(host, customUrl) : this.publicUrl.site(customUrl);
  }
}
