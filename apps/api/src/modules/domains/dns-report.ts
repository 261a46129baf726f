import { dnsNameOf, DOMAIN_MESSAGES, DOMAIN_VERIFY_LABEL } from '@cod/contracts';
import { NOT_FOUND_CODES, type CaaRecord, type DnsLookup, type Lookup } from './dns-lookup.js';

/** Cloudflare's proxy ranges (https://www.cloudflare.com/ips-v4): a proxied record answers with these. */
const CLOUDFLARE_V4 = [
  '173.245.48.0/20', '103.21.244.0/22', '103.22.200.0/22', '103.31.4.0/22', '141.101.64.0/18', '108.162.192.0/18',
  '190.93.240.0/20', '188.114.96.0/20', '197.234.240.0/22', '198.41.128.0/17', '162.158.0.0/15', '104.16.0.0/13',
  '104.24.0.0/14', '172.64.0.0/13', '131.0.72.0/22',
];
const ipNum = (ip: string) => ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);
export function isCloudflareIp(ip: string): boolean {
  if (!/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return false;
  return CLOUDFLARE_V4.some((cidr) => {
    const [base, bits] = cidr.split('/');
    const size = 2 ** (32 - Number(bits));
    return Math.floor(ipNum(ip) / size) === Math.floor(ipNum(base) / size);
  });
}

/** Where the verification TXT record is looked for: the host itself (@) and `_cod-verify.<host>`. */
export const txtNames = (host: string) => [host, `${DOMAIN_VERIFY_LABEL}.${host}`];

/** Whether the expected TXT value is published at @ or at _cod-verify. */
export async function txtVerified(dns: DnsLookup, host: string, expected: string): Promise<{ ok: boolean; found: string[]; failures: string[] }> {
  const answers = await Promise.all(txtNames(host).map((n) => dns.txt(n)));
  const found = answers.flatMap((a) => a.records.map((r) => r.trim()));
  const failures = answers.flatMap((a, i) => (a.error && !NOT_FOUND_CODES.has(a.error) ? [`${txtNames(host)[i]} (${a.error})`] : []));
  return { ok: found.includes(expected), found, failures };
}

const quote = (s: string) => `„${s}“`;
const list = (xs: string[]) => (xs.length ? xs.map(quote).join(', ') : 'ništa');

/** A CAA record's issuer domain ("letsencrypt.org; validationmethods=…" → "letsencrypt.org"). */
const issuer = (v: string) => v.split(';')[0].trim().toLowerCase();

/**
 * What test-dns says (spec 000 §7 success, message): per record what was found against what is expected,
 * in Serbian, naming the common traps (record at the wrong name, proxied Cloudflare IPs, a CAA record that
 * forbids Let's Encrypt, propagation still running).
 */
export async function dnsReport(dns: DnsLookup, host: string, prefix: string, expectedTxt: string, target: string): Promise<{ success: boolean; txtOk: boolean; message: string }> {
  const lines: string[] = [];
  const failed: string[] = [];
  const note = <T>(name: string, l: Lookup<T>) => {
    if (l.error && !NOT_FOUND_CODES.has(l.error)) failed.push(`${name} (${l.error})`);
    return l;
  };

  // TXT
  const txt = await txtVerified(dns, host, expectedTxt);
  failed.push(...txt.failures);
  if (txt.ok) lines.push(`✓ TXT: pronađen ${quote(expectedTxt)}.`);
  else {
    const wrongName = note(`${host}.${host}`, await dns.txt(`${host}.${host}`)).records.map((r) => r.trim());
    const similar = txt.found.filter((r) => prefix && r.startsWith(prefix));
    if (wrongName.includes(expectedTxt))
      lines.push(`✗ TXT: zapis je dodat pod pogrešnim imenom (${host}.${host}). Kao ime unesite ${dnsNameOf(host)} (ili ${DOMAIN_VERIFY_LABEL}), a ne ceo domen.`);
    else if (similar.length)
      lines.push(`✗ TXT: pronađeno ${list(similar)}, a očekuje se ${quote(expectedTxt)}. Kopirajte vrednost ponovo iz DNS Setup.`);
    else lines.push(`✗ TXT: zapis ${quote(expectedTxt)} sa imenom ${dnsNameOf(host)} nije pronađen. Pronađeno: ${list(txt.found)}.`);
  }

  // CNAME, or A for an apex
  const cname = note(host, await dns.cname(host)).records;
  let trafficOk = false;
  if (cname.length) {
    trafficOk = cname.includes(target);
    lines.push(trafficOk ? `✓ CNAME: ${host} → ${target}.` : `✗ CNAME: ${host} pokazuje na ${list(cname)}, a treba na ${quote(target)}.`);
  } else {
    const a = note(host, await dns.a(host)).records;
    const targetA = (await dns.a(target)).records;
    if (a.length && a.some(isCloudflareIp))
      lines.push(`✗ A: ${host} pokazuje na ${a.join(', ')}, a to su Cloudflare proxy adrese. Isključite proxy (narandžasti oblak → „DNS only“) za ovaj zapis.`);
    else if (a.length && a.some((ip) => targetA.includes(ip))) {
      trafficOk = true;
      lines.push(`✓ A: ${host} → ${a.join(', ')} (adresa ${target}).`);
    } else if (a.length)
      lines.push(`✗ A: ${host} pokazuje na ${a.join(', ')}, a treba CNAME na ${quote(target)}${targetA.length ? ` (ili A zapis na ${targetA.join(', ')})` : ''}.`);
    else
      lines.push(`✗ CNAME: zapis za ${host} nije pronađen. Dodajte CNAME ${dnsNameOf(host)} → ${quote(target)}${targetA.length ? ` (za osnovni domen: ALIAS/ANAME ili A zapis na ${targetA.join(', ')})` : ''}.`);
  }

  // CAA: the closest name (the host, then its parents) that has CAA records decides.
  let caaOk = true;
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const name = labels.slice(i).join('.');
    const caa = note(name, await dns.caa(name)).records as CaaRecord[];
    if (!caa.length) continue;
    const issuers = caa.filter((r) => r.issue !== undefined).map((r) => issuer(r.issue ?? ''));
    if (issuers.length && !issuers.includes('letsencrypt.org')) {
      caaOk = false;
      const allowed = issuers.filter(Boolean);
      lines.push(
        `✗ CAA: zapis na ${name} ${allowed.length ? `dozvoljava sertifikate samo od ${allowed.join(', ')}` : 'zabranjuje izdavanje svih sertifikata'}, pa Let's Encrypt ne može da izda sertifikat. Dodajte CAA zapis: 0 issue "letsencrypt.org".`,
      );
    } else lines.push(`✓ CAA: Let's Encrypt je dozvoljen.`);
    break;
  }

  if (failed.length) lines.push(`⚠ DNS server nije odgovorio za: ${failed.join(', ')}. Pokušajte ponovo za nekoliko minuta.`);
  const success = txt.ok && trafficOk && caaOk;
  if (!success) lines.push(`Ako ste zapise upravo dodali, sačekajte: ${DOMAIN_MESSAGES.propagation.toLowerCase()}`);
  return { success, txtOk: txt.ok, message: [success ? DOMAIN_MESSAGES.dnsOk : DOMAIN_MESSAGES.dnsNotReady, ...lines].join('\n') };
}
