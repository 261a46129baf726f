import { rules, type Check, type FieldRules, schema, type Schema } from './validation.js';

/**
 * Custom domains (spec 000 §2 Single domain / Multiple domains, §3 User domain / Domain, §5, §7, §8;
 * CONTRACT.md DNS_SERVERS, DOMAIN_CNAME_TARGET, DOMAIN_TXT_PREFIX, tls-allowed).
 */

export const DOMAIN_MESSAGES = {
  noPublicAddress: 'Platforma još nema javnu adresu na koju domen može da pokazuje, pa zapis za saobraćaj ne može da se prikaže. Obratite se podršci.',
  apexAliasHint: 'Osnovni domen (bez www): ako vaš DNS nema ALIAS/ANAME zapis, koristite poddomen (npr. shop.vasdomen.rs) ili pitajte podršku za IP adrese.',
  // §5
  enterDomain: 'Unesite domen',
  domainRequired: 'Domen je obavezan',
  // Our own rules (server side)
  invalidHost: 'Domen nije ispravan. Unesite samo naziv domena, npr. mojaprodavnica.rs',
  hostTooLong: 'Domen je predugačak: najviše 253 karaktera, a svaki deo između tačaka najviše 63',
  ipNotAllowed: 'Unesite naziv domena, a ne IP adresu',
  localhostNotAllowed: 'Domen localhost nije dozvoljen',
  ownHost: 'Ovo je adresa same platforme i ne može se povezati kao vaš domen',
  takenByOther: 'Ovaj domen je već povezan i verificiran na drugom nalogu',
  alreadyAdded: 'Ovaj domen je već dodat na vaš nalog',
  singleExists: 'Već imate povezan domen. Uklonite ga pre nego što dodate novi.',
  notFound: 'Domen nije pronađen',
  noDomain: 'Nemate povezan domen',
  domainIdInvalid: 'Neispravan ID domena',
  primaryNeedsVerified: 'Samo verificiran domen može biti glavni',
  alreadyVerified: 'Domen je već verificiran',
  // §8 single domain
  singleAddFailed: 'Greška pri povezivanju domena',
  singleVerifyFailed: 'Greška pri verifikaciji domena',
  removeFailed: 'Greška pri uklanjanju domena',
  singleAdded: 'Domen je uspešno povezan. Potrebno je da ga verificirate.',
  singleVerified: 'Domen je uspešno verificiran',
  singleRemoved: 'Domen je uspešno uklonjen',
  singleActive: 'Domen je Aktivan!',
  // §8 multiple domains
  addFailed: 'Greška pri dodavanju domena',
  added: 'Domen dodat!',
  addedHint: 'Otvorite DNS Setup i dodajte prikazane zapise kod svog registrara.',
  verifyFailedTitle: 'Verifikacija neuspešna',
  verifyFailed: 'Molimo proverite DNS postavke',
  verified: 'Domen verificiran!',
  primaryFailed: 'Greška pri postavljanju glavnog domena',
  primarySet: 'Glavni domen postavljen!',
  removed: 'Domen uklonjen!',
  refreshFailed: 'Greška pri ažuriranju DNS instrukcija',
  refreshed: 'DNS instrukcije ažurirane!',
  dnsNotReady: 'DNS nije spreman',
  dnsOk: 'DNS ispravno konfigurisan!',
  testFailed: 'Greška pri testiranju DNS zapisa',
  copied: 'Kopirano!',
  // §9
  propagation: 'Propagacija DNS zapisa može potrajati do 24 sata.',
  emptyList: 'Nemate još uvek konfigurisan nijedan domen. Dodajte prvi domen da biste počeli.',
  // Daily re-check of verified domains
  recordMissing: 'Verifikacioni TXT zapis više nije pronađen u DNS-u. Vratite ga, inače će domen biti isključen za 7 dana.',
  recordMissingBadge: 'DNS zapis nedostaje',
} as const;

/** A verified domain whose TXT record stays missing this long at the daily re-check is unverified. */
export const DOMAIN_RECORD_GRACE_DAYS = 7;

/** Where a site is reachable on a custom domain (custom domains are served over HTTPS by the TLS proxy). */
export const siteUrlOnDomain = (host: string, customUrl: string) => `https://${host}/${customUrl}`;

/** The TXT record is also accepted at this label under the host (`_cod-verify.<host>`). */
export const DOMAIN_VERIFY_LABEL = '_cod-verify';
export const DEFAULT_DOMAIN_TXT_PREFIX = 'cod-verify=';
/** Verification TXT record name (spec 000 §9). */
export const DOMAIN_TXT_NAME = '@';
export const MAX_HOST_LENGTH = 253;
export const MAX_HOST_LABEL_LENGTH = 63;
/** Longest input accepted before normalisation (a pasted URL with a scheme and a slash). */
export const MAX_DOMAIN_INPUT_LENGTH = 300;

/** §5 single domain: trimmed, lowercased, a leading http(s):// and a trailing slash removed. */
export function normalizeSingleDomainInput(value: string): string {
  return value.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

/** §5 multiple domains: trimmed, lowercased, a leading http(s):// and a leading www. removed. */
export function normalizeMultiDomainInput(value: string): string {
  return value.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '');
}

const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD_RE = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4_RE = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * Why an ASCII (punycode) hostname cannot be a seller's domain, or undefined when it can: a real
 * name with a dot and a TLD, ≤ 253 characters, labels ≤ 63, no IP address, not localhost, not one of
 * `ownHosts` (the platform's own host and the CNAME target) nor a name under them.
 */
export function hostProblem(host: string, ownHosts: readonly string[] = []): string | undefined {
  const h = host.replace(/\.$/, '');
  if (IPV4_RE.test(h) || h.includes(':') || /^\[.*\]$/.test(h)) return DOMAIN_MESSAGES.ipNotAllowed;
  if (h === 'localhost' || h.endsWith('.localhost')) return DOMAIN_MESSAGES.localhostNotAllowed;
  if (h.length > MAX_HOST_LENGTH) return DOMAIN_MESSAGES.hostTooLong;
  const labels = h.split('.');
  if (labels.some((l) => l.length > MAX_HOST_LABEL_LENGTH)) return DOMAIN_MESSAGES.hostTooLong;
  if (labels.length < 2 || !labels.every((l) => LABEL_RE.test(l)) || !TLD_RE.test(labels[labels.length - 1])) return DOMAIN_MESSAGES.invalidHost;
  for (const own of ownHosts) {
    const o = own.toLowerCase().replace(/\.$/, '');
    if (o && (h === o || h.endsWith(`.${o}`))) return DOMAIN_MESSAGES.ownHost;
  }
  return undefined;
}

const domainText = (missing: string): Check => (v) =>
  v === undefined || v === null || typeof v !== 'string' ? missing : v.trim() === '' ? DOMAIN_MESSAGES.enterDomain : undefined;

/** POST /api/user/domain */
export interface UserDomainRequest {
  domain: string;
}
export const userDomainSchema: Schema<UserDomainRequest> = schema<UserDomainRequest>({
  domain: [domainText(DOMAIN_MESSAGES.domainRequired), rules.singleLine(), rules.maxLength(MAX_DOMAIN_INPUT_LENGTH, DOMAIN_MESSAGES.hostTooLong)],
});

/** POST /api/domains, /verify, /refresh, /test-dns */
export interface DomainHostRequest {
  host: string;
}
export const domainHostSchema: Schema<DomainHostRequest> = schema<DomainHostRequest>({
  host: [domainText(DOMAIN_MESSAGES.domainRequired), rules.singleLine(), rules.maxLength(MAX_DOMAIN_INPUT_LENGTH, DOMAIN_MESSAGES.hostTooLong)],
});

/** POST /api/domains/primary */
export interface DomainPrimaryRequest {
  domainId: number;
}
export const domainPrimarySchema: Schema<DomainPrimaryRequest> = schema<DomainPrimaryRequest>({
  domainId: [rules.id(DOMAIN_MESSAGES.domainIdInvalid)],
});

export interface DnsRecord {
  name: string;
  value: string;
}
/** One record as a DNS host's form asks for it: type, name (relative to the domain the seller bought), value. */
export interface TypedDnsRecord extends DnsRecord {
  type: 'CNAME' | 'A' | 'AAAA' | 'ALIAS' | 'TXT';
}
/**
 * What the seller adds at their DNS provider, computed for the name typed: CNAME for the traffic of a subdomain
 * (`shop` → the target), A/AAAA records of the platform for an apex (DOMAIN_APEX_ADDRESSES) or ALIAS/ANAME advice,
 * and the TXT for the verification, named for the host (`shop`, or `@` for an apex).
 */
export interface DnsInstructions {
  /** The traffic record (for an apex without addresses: the ALIAS/ANAME target; value '' when the platform has no public address). */
  cname: DnsRecord;
  txt: DnsRecord;
  /** Every record to add, traffic first. */
  records: TypedDnsRecord[];
  /** The name is the domain itself (example.rs), not a subdomain. */
  apex: boolean;
  /** Why no traffic record can be shown (the platform has no public address), else null. */
  problem: string | null;
}

/** The verification TXT value: the prefix (DOMAIN_TXT_PREFIX) followed by the domain's token. */
export const domainTxtValue = (prefix: string, token: string) => `${prefix}${token}`;

/** Second-level names under which the bought domain has three labels (co.rs, org.me, com.ba …). */
const SECOND_LEVELS = new Set(['co.rs', 'org.rs', 'edu.rs', 'in.rs', 'gov.rs', 'ac.rs', 'upr.rs', 'co.me', 'net.me', 'org.me', 'its.me', 'priv.me', 'edu.me', 'gov.me', 'ac.me', 'com.ba', 'net.ba', 'org.ba', 'co.ba', 'edu.ba', 'gov.ba']);

/** The host's name relative to the domain the seller bought: 'shop' for shop.example.rs, '@' for example.rs or example.co.rs. */
export function dnsNameOf(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const registrable = labels.length >= 3 && SECOND_LEVELS.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.length <= registrable ? '@' : labels.slice(0, labels.length - registrable).join('.');
}

/** A name a seller's DNS can point at: not localhost, not an address of a private network, not a single label. */
export function isPublicTarget(target: string): boolean {
  const t = target.toLowerCase();
  if (!t.includes('.') || t === 'localhost' || t.endsWith('.localhost') || t.endsWith('.local') || t.endsWith('.internal')) return false;
  return !/^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|0\.|169\.254\.|\[?::1\]?$)/.test(t);
}

export function dnsInstructionsFor(host: string, cnameTarget: string, txtPrefix: string, token: string, apexAddresses: readonly string[] = []): DnsInstructions {
  const name = dnsNameOf(host);
  const apex = name === '@';
  const txt = { name, value: domainTxtValue(txtPrefix, token) };
  const records: TypedDnsRecord[] = [];
  let problem: string | null = null;
  if (!isPublicTarget(cnameTarget)) problem = DOMAIN_MESSAGES.noPublicAddress;
  else if (!apex) records.push({ type: 'CNAME', name, value: cnameTarget });
  else if (apexAddresses.length) for (const ip of apexAddresses) records.push({ type: ip.includes(':') ? 'AAAA' : 'A', name: '@', value: ip });
  else records.push({ type: 'ALIAS', name: '@', value: cnameTarget });
  records.push({ type: 'TXT', ...txt });
  return { cname: { name, value: problem ? '' : cnameTarget }, txt, records, apex, problem };
}

/** GET /api/user/domain (§3 User domain). `domain` null: none yet. */
export interface UserDomainResponse {
  domain: string | null;
  isVerified: boolean;
  verificationToken: string | null;
  dnsInstructions: DnsInstructions | null;
  /** Set by the daily re-check when the verified domain's TXT record is gone (ISO time it was first missed). */
  recordMissingSince: string | null;
}

/** The answer of the single-domain changes: the §8 success text and the domain as it is now. */
export interface UserDomainChangeResponse extends UserDomainResponse {
  success: true;
  message: string;
}

/** §3 Domain (multi). */
export interface DomainResponse {
  id: number;
  host: string;
  isPrimary: boolean;
  verifiedAt: string | null;
  createdAt: string;
  dnsInstructions: DnsInstructions;
  /** Set by the daily re-check when the verified domain's TXT record is gone (ISO time it was first missed). */
  recordMissingSince: string | null;
  /** The seller's last Verificiraj or Test DNS: when, whether it passed, and what it found. */
  lastCheck: { at: string; ok: boolean; message: string } | null;
}

export interface DomainChangeResponse {
  success: true;
  message: string;
  domain?: DomainResponse;
}

/** POST /api/domains/test-dns */
export interface DomainTestDnsResponse {
  success: boolean;
  message: string;
}
