import { describe, expect, it } from 'vitest';
import { dnsInstructionsFor, DOMAIN_MESSAGES, domainHostSchema, hostProblem, normalizeMultiDomainInput, normalizeSingleDomainInput, userDomainSchema } from './domains.js';
import { validate } from './validation.js';

describe('domain input (spec 000 §5)', () => {
  it('single: trim, lowercase, strip http(s):// and a trailing slash; www. stays', () => {
    expect(normalizeSingleDomainInput('  HTTPS://Www.Shop.RS/ ')).toBe('www.shop.rs');
    expect(normalizeSingleDomainInput('http://shop.rs')).toBe('shop.rs');
  });
  it('multi: trim, lowercase, strip http(s):// and a leading www.', () => {
    expect(normalizeMultiDomainInput(' https://WWW.shop.rs')).toBe('shop.rs');
    expect(normalizeMultiDomainInput('www.shop.rs')).toBe('shop.rs');
  });
  it('messages: missing → Domen je obavezan, blank → Unesite domen', () => {
    expect(validate(userDomainSchema, {}).firstError).toBe(DOMAIN_MESSAGES.domainRequired);
    expect(validate(userDomainSchema, { domain: '  ' }).firstError).toBe(DOMAIN_MESSAGES.enterDomain);
    expect(validate(domainHostSchema, { host: 5 }).firstError).toBe(DOMAIN_MESSAGES.domainRequired);
    expect(validate(domainHostSchema, { host: 'shop.rs' }).ok).toBe(true);
  });
  it('host rules: a real name, no IP, not localhost, not our own host, lengths', () => {
    expect(hostProblem('shop.rs')).toBeUndefined();
    expect(hostProblem('xn--op-xka.rs')).toBeUndefined();
    expect(hostProblem('10.0.0.1')).toBe(DOMAIN_MESSAGES.ipNotAllowed);
    expect(hostProblem('::1')).toBe(DOMAIN_MESSAGES.ipNotAllowed);
    expect(hostProblem('localhost')).toBe(DOMAIN_MESSAGES.localhostNotAllowed);
    expect(hostProblem('rs')).toBe(DOMAIN_MESSAGES.invalidHost);
    expect(hostProblem('-a.rs')).toBe(DOMAIN_MESSAGES.invalidHost);
    expect(hostProblem('shop.r5')).toBe(DOMAIN_MESSAGES.invalidHost);
    expect(hostProblem(`${'a'.repeat(64)}.rs`)).toBe(DOMAIN_MESSAGES.hostTooLong);
    expect(hostProblem('app.platforma.rs', ['platforma.rs'])).toBe(DOMAIN_MESSAGES.ownHost);
  });
  it('instructions: CNAME @ → target, TXT @ = prefix + token', () => {
    // A subdomain: CNAME and TXT named `shop`, as DNS hosts' forms expect.
    expect(dnsInstructionsFor('shop.example.rs', 'sites.platforma.rs', 'cod-verify=', 'abc')).toEqual({
      cname: { name: 'shop', value: 'sites.platforma.rs' },
      txt: { name: 'shop', value: 'cod-verify=abc' },
      records: [
        { type: 'CNAME', name: 'shop', value: 'sites.platforma.rs' },
        { type: 'TXT', name: 'shop', value: 'cod-verify=abc' },
      ],
      apex: false,
      problem: null,
    });
    expect(dnsInstructionsFor('a.b.example.co.rs', 'sites.platforma.rs', 'p=', 't').txt.name).toBe('a.b');
    // An apex: the platform's A/AAAA records, or ALIAS advice without them.
    expect(dnsInstructionsFor('example.rs', 'sites.platforma.rs', 'p=', 't', ['203.0.113.7', '2001:db8::7']).records).toEqual([
      { type: 'A', name: '@', value: '203.0.113.7' },
      { type: 'AAAA', name: '@', value: '2001:db8::7' },
      { type: 'TXT', name: '@', value: 'p=t' },
    ]);
    expect(dnsInstructionsFor('example.co.rs', 'sites.platforma.rs', 'p=', 't')).toMatchObject({ apex: true, records: [{ type: 'ALIAS', name: '@', value: 'sites.platforma.rs' }, { type: 'TXT', name: '@' }] });
    // Never "localhost" to a seller: the platform has no public address, and the card says so.
    for (const target of ['localhost', '127.0.0.1', '10.0.0.5', 'intranet']) {
      const d = dnsInstructionsFor('shop.example.rs', target, 'p=', 't');
      expect(d.problem).toBe(DOMAIN_MESSAGES.noPublicAddress);
      expect(JSON.stringify(d)).not.toContain(target === 'intranet' ? '"intranet"' : target);
      expect(d.records).toEqual([{ type: 'TXT', name: 'shop', value: 'p=t' }]);
    }
  });
});
