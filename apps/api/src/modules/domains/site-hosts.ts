import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { siteUrlOnDomain } from '@cod/contracts';
import { isIP } from 'node:net';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PublicUrl } from '../../config/public-url.js';
import { DomainIndex } from './domain-index.js';

/**
 * Whose pages a request's Host may show (CONTRACT "Custom domains"):
 * - `seller`: a verified domain (or `www.` + it) of a seller whose account is active: only that seller's pages;
 * - `platform`: our own address (PUBLIC_BASE_URL, DOMAIN_CNAME_TARGET), a preview name (`isPreviewName`), or —
 *   while PUBLIC_BASE_URL is not set, so our own name is not known — any other name. `preview`: the pages carry
 *   the banner of spec 001 §2.2 (a preview name other than the production host, with PUBLIC_BASE_URL set);
 * - `unknown`: a domain added but not verified, a deactivated seller's domain, or (with PUBLIC_BASE_URL set) a
 *   name that is none of the above: a 404 page, never anyone's content.
 */
export type HostScope = { kind: 'platform'; preview: boolean } | { kind: 'unknown' } | { kind: 'seller'; host: string; userId: number };

const PLATFORM: HostScope = { kind: 'platform', preview: false };
const PREVIEW: HostScope = { kind: 'platform', preview: true };
const UNKNOWN: HostScope = { kind: 'unknown' };

/** The lower-case host name of a Host header: no port, no final dot; IPv6 in brackets kept as is. */
export function hostNameOf(header: string | undefined): string {
  if (!header) return '';
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  if (isIP(h)) return h;
  const colon = h.lastIndexOf(':');
  return (colon < 0 ? h : h.slice(0, colon)).replace(/\.$/, '');
}

/**
 * A preview or dev name of the platform (a host name as `hostNameOf` gives it): localhost (RFC 6761 keeps
 * `*.localhost` on the machine too), an IPv4 or IPv6 address, or a name listed in PREVIEW_HOSTS. Never a
 * pattern: `shop.dev` or `my-staging.rs` can be anyone's public domain.
 */
export function isPreviewName(name: string, listed: ReadonlySet<string>): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name.replace(/^\[|\]$/g, '')) !== 0 || listed.has(name);
}

@Injectable()
export class SiteHosts implements OnModuleInit {
  /** Host header → scope, dropped whenever any seller's domains change (a few hundred names at most). */
  private readonly memo = new Map<string, HostScope>();
  private own: Set<string> | undefined;
  private readonly previewNames: ReadonlySet<string>;

  constructor(
    private readonly index: DomainIndex,
    private readonly publicUrl: PublicUrl,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.previewNames = new Set(config.previewHosts);
  }

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
      scope = this.classify(header ?? '');
      if (this.memo.size > 2000) this.memo.clear();
      this.memo.set(key, scope);
    }
    return scope;
  }

  private classify(header: string): HostScope {
    const name = hostNameOf(header);
    const domain = name ? this.index.find(name) : undefined;
    if (domain?.verified && domain.sellerActive) return { kind: 'seller', host: domain.host, userId: domain.userId };
    if (domain) return UNKNOWN;
    const base = this.config.publicBaseUrl;
    if (name && isPreviewName(name, this.previewNames)) return base && header.toLowerCase() !== new URL(base).host ? PREVIEW : PLATFORM;
    if (!name || this.ownNames().has(name)) return PLATFORM;
    return base ? UNKNOWN : PLATFORM;
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
