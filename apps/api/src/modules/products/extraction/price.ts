/** Words and symbols of the currencies Balkan shops use, mapped to ISO 4217 codes. */
const CURRENCY_WORDS: Record<string, string> = {
  rsd: 'RSD', din: 'RSD', 'din.': 'RSD', dinara: 'RSD', dinar: 'RSD', дин: 'RSD', 'дин.': 'RSD', рсд: 'RSD', динара: 'RSD',
  km: 'BAM', bam: 'BAM', км: 'BAM', kм: 'BAM',
  '€': 'EUR', eur: 'EUR', euro: 'EUR', eura: 'EUR', evra: 'EUR', evro: 'EUR',
  $: 'USD', usd: 'USD', us$: 'USD',
  kn: 'HRK', hrk: 'HRK',
  ден: 'MKD', 'ден.': 'MKD', mkd: 'MKD',
  '£': 'GBP', gbp: 'GBP', chf: 'CHF', huf: 'HUF', ft: 'HUF', bgn: 'BGN', лв: 'BGN', 'лв.': 'BGN', ron: 'RON', lei: 'RON',
};

const CURRENCY_TOKENS = 'us\\$|\\$|€|£|rsd|din\\.?|dinara|дин\\.?|динара|рсд|km|км|bam|eur[oa]?|evr[oa]|usd|kn|hrk|ден\\.?|mkd|gbp|chf|huf|ft|bgn|лв\\.?|ron|lei';
/** A currency token standing alone: 'din' in '2.990 din.', not in 'dinamičan'. */
const CURRENCY_PATTERN = new RegExp(`(?:^|[^\\p{L}])(${CURRENCY_TOKENS})(?=$|[^\\p{L}])`, 'iu');

/** A currency code from an ISO code, a symbol or a word ('din.', 'KM', '€'); undefined when unknown. */
export function normaliseCurrency(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^[A-Z]{3}$/.test(text)) return text === 'DIN' ? 'RSD' : text === 'KM' ? 'BAM' : text;
  return CURRENCY_WORDS[text.toLowerCase()];
}

/** The first currency named in a piece of text. */
export function detectCurrency(text: string): string | undefined {
  const match = CURRENCY_PATTERN.exec(text);
  return match ? CURRENCY_WORDS[match[1]!.toLowerCase()] : undefined;
}

/** A thousands-grouped number ('1.299,99', '4,990.00', '1 299') or a plain one ('2990', '19.99'). */
const NUMBER_PATTERN = /\d{1,3}(?:[ .,'’]\d{3})+(?:[.,]\d{1,2}(?!\d))?|\d+(?:[.,]\d+)?/;

/**
 * Reads a number written the Balkan or the English way. The last of '.'/',' is the decimal mark when
 * both appear; a single separator followed by exactly three digits groups thousands ('3.499' dinars).
 */
export function parseAmount(text: string): number | undefined {
  const match = NUMBER_PATTERN.exec(text.replace(/[\u00a0\u202f\u2009]/g, ' '));
  if (!match) return undefined;
  let digits = match[0].replace(/[ '’]/g, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    digits = digits.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const groups = digits.split(separator);
    const grouping = groups.length > 2 || groups[groups.length - 1]!.length === 3;
    digits = grouping ? groups.join('') : groups.join('.');
  }
  const amount = Number(digits);
  return Number.isFinite(amount) ? amount : undefined;
}

export interface ParsedPrice {
  amount?: number;
  currency?: string;
}

/** A price from a number or a shop's text: '2.990,00 RSD', '€19,99', '1 299,99 KM', 'Cena: 2990 din.'. */
export function parsePrice(value: unknown): ParsedPrice {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? { amount: value } : {};
  if (typeof value !== 'string') return {};
  const text = value.replace(/[\u00a0\u202f\u2009]/g, ' ');
  const amount = parseAmount(text);
  return { amount: amount !== undefined && amount >= 0 ? roundMinor(amount) : undefined, currency: detectCurrency(text) };
}

function roundMinor(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A positive amount, or undefined: a price of 0 on a product page means "not shown". */
export function positive(amount: number | undefined): number | undefined {
  return amount !== undefined && amount > 0 ? amount : undefined;
}

const CURRENCY_BY_TLD: Record<string, string> = {
  rs: 'RSD', ba: 'BAM', me: 'EUR', hr: 'EUR', si: 'EUR', mk: 'MKD', bg: 'BGN', ro: 'RON', hu: 'HUF', al: 'ALL',
};

/** The local currency of a shop's country domain (shop.rs → RSD), for prices shown without one. */
export function currencyOfHost(pageUrl: string): string | undefined {
  try {
    const tld = new URL(pageUrl).hostname.split('.').pop() ?? '';
    return CURRENCY_BY_TLD[tld];
  } catch {
    return undefined;
  }
}
