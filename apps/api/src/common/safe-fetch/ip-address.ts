import { isIP } from 'node:net';

/** [first address, prefix length] of every IPv4 block that must never be reached from the server. */
const BLOCKED_IPV4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this" network, unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes 255.255.255.255
];

const BLOCKED_IPV4_RANGES = BLOCKED_IPV4.map(([base, prefix]) => {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return { network: (parseIPv4(base)! & mask) >>> 0, mask };
});

/** Dotted-quad IPv4 → unsigned 32-bit number, or null. Only the canonical form (the URL parser normalises the rest). */
export function parseIPv4(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** IPv6 text (no brackets, no zone) → eight 16-bit groups, or null. Accepts '::' and a dotted IPv4 tail. */
export function parseIPv6(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIPv4(tail);
    if (v4 === null) return null;
    text = `${text.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  const toGroups = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const head = toGroups(halves[0]!);
  const rest = halves.length > 1 ? toGroups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...rest];
}

export function isBlockedIPv4(value: number): boolean {
  return BLOCKED_IPV4_RANGES.some(({ network, mask }) => ((value & mask) >>> 0) === network);
}

function embeddedIPv4(high: number, low: number): number {
  return ((high << 16) >>> 0) + low;
}

export function isBlockedIPv6(groups: readonly number[]): boolean {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated) reach IPv4 hosts: judge the IPv4 address.
  if (zeroUpTo(5) && g5 === 0xffff) return isBlockedIPv4(embeddedIPv4(g6, g7));
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return isBlockedIPv4(embeddedIPv4(g6, g7));
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  if (zeroUpTo(6)) return true;
  // NAT64 well-known prefix 64:ff9b::/96 carries an IPv4 address; 64:ff9b:1::/48 is for local use only.
  if (g0 === 0x64 && g1 === 0xff9b) {
    if (g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isBlockedIPv4(embeddedIPv4(g6, g7));
    return g2 === 1;
  }
  // 6to4 2002::/16 carries an IPv4 address in bits 16–47.
  if (g0 === 0x2002) return isBlockedIPv4(embeddedIPv4(g1, g2));
  // Everything outside global unicast 2000::/3 is special: fc00::/7 unique-local, fe80::/10 link-local,
  // ff00::/8 multicast, 100::/64 discard, the deprecated fec0::/10 site-local.
  if ((g0 & 0xe000) !== 0x2000) return true;
  if (g0 === 0x2001 && g1 < 0x0200) return true; // 2001::/23 IETF special purpose (Teredo, benchmarking, ORCHID)
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  if (g0 === 0x3fff && g1 < 0x1000) return true; // 3fff::/20 documentation
  return false;
}

/**
 * True when a server-side request must not go to this address: private, loopback, link-local,
 * unique-local, multicast, unspecified, CGNAT, documentation or otherwise reserved. Anything that is
 * not a valid IP address is refused too.
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const v4 = parseIPv4(bare);
  if (v4 !== null) return isBlockedIPv4(v4);
  const v6 = parseIPv6(bare);
  if (v6 !== null) return isBlockedIPv6(v6);
  return true;
}
