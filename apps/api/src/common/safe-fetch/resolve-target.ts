import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { SafeFetchError } from './safe-fetch-error.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type HostLookup = (host: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (host) => {
  const found = await dns.lookup(host, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** Parses and vets a URL: http(s) only, no user name or password in it. */
export function parseTarget(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch (error) {
    throw new SafeFetchError('invalid_url', `Invalid URL: ${raw.slice(0, 200)}`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('invalid_url', `Only http and https URLs are allowed, not ${url.protocol}`);
  }
  if (url.username || url.password) throw new SafeFetchError('invalid_url', 'Credentials in the URL are not allowed');
  if (!url.hostname) throw new SafeFetchError('invalid_url', 'The URL has no host');
  return url;
}

/** The host as a connectable name: IPv6 literals lose their brackets. The URL parser already turned
 * decimal, octal and hex IPv4 forms into dotted quads. */
export function bareHost(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * Resolves the URL's host once and vets every address; the caller connects to exactly these addresses
 * so a second DNS answer (rebinding) can never take effect.
 */
export async function resolveTarget(
  url: URL,
  lookup: HostLookup,
  isBlocked: (address: string) => boolean,
  allowPrivate: boolean,
): Promise<ResolvedAddress[]> {
  const host = bareHost(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(host);
    } catch (error) {
      throw new SafeFetchError('dns_failed', `Could not resolve ${host}`, { cause: error });
    }
    if (addresses.length === 0) throw new SafeFetchError('dns_failed', `No address for ${host}`);
  }
  if (!allowPrivate) {
    const blocked = addresses.find(({ address }) => isBlocked(address));
    if (blocked) throw new SafeFetchError('blocked_address', `${host} resolves to a non-public address (${blocked.address})`);
  }
  return addresses;
}
