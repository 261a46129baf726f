/**
 * Claims that fit only some products: medical claims only for goods taken as a
 * remedy or supplement, and each category's stock problem only for the products that solve it (a
 * car phone holder does not fix a dropping connection, a neck massager does not replace coffee).
 * The offline copywriter writes from phrase banks with these lines taken out; the OpenAI-compatible
 * answer is checked with the same rules. The shop's terms and invented figures (shop-claims.ts) fit no
 * product at all: the banks never say them, and honest-content.ts takes them out of any answer.
 */
import { SHOP_CLAIM_RULES } from './shop-claims.js';

export interface ClaimRule {
  id: string;
  /** The claim, as it reads in generated copy. */
  claim: RegExp;
  /** What the product's name, description or features must mention for the claim to fit. */
  fits: RegExp;
}

/** Goods taken as a supplement or remedy: tablets, capsules, powders, teas, doses in mg. */
const INGESTIBLE = String.raw`suplement|supplement|\btablet[ae]\b|\btablets\b|\d+ ?tablet|kapsul|capsul|dodatak ishrani|u prahu|powder|\bčaj\b|\btea\b|melem|\btens\b|magnezij|magnesium|omega|probiot|\d+ ?mg\b`;

export const CLAIM_RULES: readonly ClaimRule[] = [
  {
    // A promise of cure fits no product sold this way, supplements included.
    id: 'cure',
    claim: /\bleči|\blečen|izleč|bol nestaje|nestaje bol|bolovi nestaju|garantovano uklanja/iu,
    fits: /(?!)/u,
  },
  {
    id: 'medical',
    claim: /\blek(a|om|ovi|ova)?\b|terapij|dijagnoz/iu,
    fits: new RegExp(INGESTIBLE, 'iu'),
  },
  {
    id: 'pain',
    claim: /\bbol\b|\bbolov|\bbola\b|tegob|ukočen/iu,
    fits: /masa[žz]|massag|ortoped|korektor|posture|steznik|brace|support|bandaž|jastuk|pillow|\btens\b|\bbol|pain|\bvrat|leđ|neck|knee|kolen|kičm/iu,
  },
  {
    id: 'energy',
    claim: /kafa za kafom|energije i dalje nema|nemate energije|više energije|umor vas prati|umor postaje|borite sa umorom|budite se umorni/iu,
    fits: new RegExp(`${INGESTIBLE}|energ|ginseng|\\bb12\\b|gvožđ|kafa|coffee`, 'iu'),
  },
  {
    id: 'sleep',
    claim: /loš san|noći bez|prevrćete|spavaju mirnije|spavate mirnije|nesanic|kvalitetnog odmora/iu,
    fits: /\bsan\b|sleep|spava|jastuk|pillow|masa[žz]|massag|madrac|mattress|melaton|opušt|relax/iu,
  },
  {
    id: 'connection',
    claim: /veza se prekida|sve radi sporo|podešavanja traju/iu,
    fits: /bluetooth|wi-?fi|router|ruter|mrež|network|signal|internet|\b[45]g\b/iu,
  },
  {
    id: 'skin',
    claim: /osetljiva koža|crvenilo|iritacij|zatezanje/iu,
    fits: /kož|skin|krem|cream|serum|\blice\b|face|losion|lotion|tonik|\bgel\b|kolagen|collagen/iu,
  },
  {
    id: 'car-interior',
    claim: /mrlje i nered|unutrašnjost se troši|izgubio sjaj|unutrašnjost više nije/iu,
    fits: /presvlak|sedišt|\bseat|čišć|clean|polir|polish|vosak|\bwax|unutraš|interior|tepih|patosnic/iu,
  },
  {
    id: 'car-repair',
    claim: /skupi servisi|servis košta|majstor za svaku sitnicu|sitnice rešavate sami|računi se gomilaju/iu,
    fits: /alat|\btool|kompresor|compressor|inflator|pump|punjač|starter|dijagnost|\bobd|popravk|repair|\bulje|\boil\b|sijalic|bulb|brisač|wiper/iu,
  },
  {
    // House chores and the time they take belong to kitchen and cleaning goods: a desk lamp, a thermos
    // or an LED strip is no help with them.
    id: 'chores',
    claim: /kućn\p{L}* pos(?:l|ao)|posla u kući|manje posla|posao koji|isti posao|kuvanj|čišćenj|sređ|druga smena|domaćinstv|ušteda vremena|štedi vreme|vremena vraća|vraća (?:mi |vam )?vreme|vratil\p{L}* slobodno|slobodn\p{L}* (?:vremen|popodn)|više vremena za|vikend|borim sa kućom/iu,
    fits: /kuhinj|kitchen|kuva|kuhal|kettle|\bcook|kafa|kafu|coffee|blend|mikser|mixer|seck|rende|chopper|presa za|garlic|\bnož|knife|tiganj|\bpan\b|lonac|posud|tanjir|pečenj|baking|rern|oven|fritez|fryer|čišć|cišć|ciscen|clean|\bmop|džoger|usisiv|vacuum|prašin|\bdust|pranj|\bwash|\bveš|laundry|pegl|sudov|\bdish|organiz|fiok|drawer|ostav|storage|vakum|sealer|\bkant[ae]\b|bucket|\bkrp[ae]\b|sunđer|sponge/iu,
  },
  {
    id: 'phone-office',
    claim: /telefon (?:mi )?je (?:praktično )?(?:moja )?kancelarij/iu,
    fits: /telefon|phone|mobil|smartphone|punjač|charger|power ?bank|slušalic|earbud|headphone|pametni sat|smart ?watch|držač/iu,
  },
  {
    id: 'tech-lover',
    claim: /ljubitelj\p{L}* tehnologij|vičn\p{L}* tehnici|tehnologija koja|tehnologija bi trebalo|tehnologija treba|borim sa tehnikom/iu,
    fits: /elektron|bluetooth|wi-?fi|\busb|punjač|charger|baterij|battery|\bmah\b|\bsmart|pametn|telefon|phone|slušalic|earbud|kamer|camera|projekt|zvučnik|speaker|\bwatch|tablet|laptop|\bdron|konzol/iu,
  },
];

/** The rules whose claim does not fit this product (by its name, description, features and brief). */
export function unfitRules(productText: string): ClaimRule[] {
  return CLAIM_RULES.filter((rule) => !rule.fits.test(productText));
}

/** The unfit rules and the shop claims: what a phrase bank line may not say at all. */
export function unfitBankRules(productText: string): ClaimRule[] {
  return [...unfitRules(productText), ...SHOP_CLAIM_RULES];
}

/** The first claim in a text that one of the rules forbids, or undefined. */
export function offClaim(text: string, rules: readonly ClaimRule[]): string | undefined {
  for (const rule of rules) {
    const hit = rule.claim.exec(text);
    if (hit) return hit[0];
  }
  return undefined;
}

/** Every string in a value (deep). */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsOf(v, out));
  return out;
}

/** True when a value (any nesting) holds a claim the rules forbid. */
export const holdsOffClaim = (value: unknown, rules: readonly ClaimRule[]) => stringsOf(value).some((s) => offClaim(s, rules) !== undefined);
