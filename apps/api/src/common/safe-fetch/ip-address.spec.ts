import { describe, expect, it } from 'vitest';
import { isBlockedAddress, parseIPv6 } from './ip-address.js';
import { bareHost, parseTarget } from './resolve-target.js';

describe('isBlockedAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.255.1.2', '0/8'],
    ['10.0.0.1', '10/8'],
    ['10.255.255.255', '10/8 end'],
    ['100.64.0.1', 'CGNAT start'],
    ['100.127.255.254', 'CGNAT end'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', '127/8'],
    ['169.254.169.254', 'link-local / cloud metadata'],
    ['172.16.0.1', '172.16/12 start'],
    ['172.31.255.255', '172.16/12 end'],
    ['192.0.0.8', '192.0.0/24'],
    ['192.0.2.10', 'TEST-NET-1'],
    ['192.168.1.1', '192.168/16'],
    ['198.18.0.1', 'benchmarking start'],
    ['198.19.255.255', 'benchmarking end'],
    ['198.51.100.7', 'TEST-NET-2'],
    ['203.0.113.9', 'TEST-NET-3'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast end'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses IPv4 %s (%s)', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback, long form'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456:789a::1', 'unique-local fd'],
    ['fe80::1', 'link-local'],
    ['febf:ffff::1', 'link-local end'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:10.1.2.3', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:0:192.168.0.1', 'IPv4-translated private'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private IPv4'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback, hex'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:c0a8:0101::1', '6to4 of 192.168.1.1'],
    ['2001:db8::1', 'documentation'],
    ['2001:0db8:85a3::8a2e:370:7334', 'documentation, long form'],
    ['2001::1', 'Teredo / IETF special purpose'],
    ['100::1', 'discard prefix'],
    ['fec0::1', 'deprecated site-local'],
  ])('refuses IPv6 %s (%s)', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '192.169.0.1', '198.17.255.255', '198.20.0.0', '223.255.255.254'])(
    'allows public IPv4 %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );

  it.each(['2606:4700:4700::1111', '2a00:1450:4001:82a::200e', '::ffff:93.184.216.34', '64:ff9b::808:808', '2002:5db8:d822::1', '2001:4860:4860::8888'])(
    'allows public IPv6 %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );

  it('accepts bracketed IPv6 and refuses anything that is not an IP address', () => {
    expect(isBlockedAddress('[::1]')).toBe(true);
    expect(isBlockedAddress('localhost')).toBe(true);
    expect(isBlockedAddress('')).toBe(true);
    expect(isBlockedAddress('1.2.3')).toBe(true);
    expect(isBlockedAddress('256.1.1.1')).toBe(true);
  });

  it('parses IPv6 forms into eight groups', () => {
    expect(parseIPv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('fe80::')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('1::2:3')).toEqual([1, 0, 0, 0, 0, 0, 2, 3]);
    expect(parseIPv6('1.2.3.4')).toBeNull();
  });
});

describe('URL host forms (normalised by the URL parser, then classified)', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0x7f.0.0.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[0:0:0:0:0:0:0:1]:8080/', '::1'],
    ['http://[::]/', '::'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://0xa9fea9fe/', '169.254.169.254'],
    ['https://3232235777/', '192.168.1.1'],
  ])('%s → %s, refused', (url, host) => {
    const parsed = bareHost(parseTarget(url));
    expect(parsed).toBe(host);
    expect(isBlockedAddress(parsed)).toBe(true);
  });
});
