/**
 * The product's own facts, read off the product reader's description and feature lines, as short
 * Serbian lines the copy is built from:
 * - a Serbian, Croatian or Bosnian feature line is reused after clean-up (length, no shouting, no
 *   emoji, no trailing punctuation);
 * - an English line gives its numbers with units and its named parts, translated with a small
 *   glossary ('8 massage heads' → '8 masažnih glava', 'Car adapter included' → 'Auto adapter u
 *   kompletu'); codes (USB-C, IPX5, AMOLED, 4K) are kept as they are; a line with nothing the
 *   glossary knows is left out rather than guessed.
 */
import { plural } from '@cod/contracts';
import type { ProductFacts } from '../copywriter.js';
import { WARRANTY_FACT, shopClaim } from '../shop-claims.js';
import { looksEnglish, looksSerbian, serbianFeatures, serbianSentences, stripMarkup, toSerbianVariant } from './source-text.js';
import { capFirst, cutAtWord, misusesName, trimJunk } from './text.js';

/** A noun after a number: Serbian one / few (2–4) / other forms. */
interface Noun {
  one: string;
  few: string;
  other: string;
}
const noun = (one: string, few: string, other: string): Noun => ({ one, few, other });

/** Counted parts: English (singular or plural, lower-case) → the Serbian noun after a number. */
const COUNTED: [RegExp, Noun][] = [
  [/brightness levels?|brightness settings?|dimming levels?/, noun('nivo jačine svetla', 'nivoa jačine svetla', 'nivoa jačine svetla')],
  [/colou?r modes?|light modes?|colou?r temperatures?|lighting modes?/, noun('režim svetla', 'režima svetla', 'režima svetla')],
  [/massage heads?|massage nodes?/, noun('masažna glava', 'masažne glave', 'masažnih glava')],
  [/intensity levels?|intensity settings?/, noun('nivo intenziteta', 'nivoa intenziteta', 'nivoa intenziteta')],
  [/(?:heat|heating|temperature) (?:levels?|settings?)/, noun('nivo temperature', 'nivoa temperature', 'nivoa temperature')],
  [/(?:speed )?levels?|settings?/, noun('nivo', 'nivoa', 'nivoa')],
  [/(?:massage |sport |sports |working |cleaning )?modes?/, noun('režim rada', 'režima rada', 'režima rada')],
  [/speeds?/, noun('brzina', 'brzine', 'brzina')],
  [/(?:stainless steel )?blades?/, noun('sečivo', 'sečiva', 'sečiva')],
  [/(?:nozzle )?(?:adapters?|nozzles?|attachments?|heads?)/, noun('nastavak', 'nastavka', 'nastavaka')],
  [/(?:vacuum )?bags?/, noun('kesa', 'kese', 'kesa')],
  [/(?:leash )?rings?/, noun('karika', 'karike', 'karika')],
  [/adjustment points?/, noun('tačka podešavanja', 'tačke podešavanja', 'tačaka podešavanja')],
  [/(?:n52 )?magnets?/, noun('magnet', 'magneta', 'magneta')],
  [/tablets?|capsules?|caps/, noun('tableta', 'tablete', 'tableta')],
  [/pieces?|pcs/, noun('komad', 'komada', 'komada')],
  [/colou?rs?/, noun('boja', 'boje', 'boja')],
  [/ports?/, noun('priključak', 'priključka', 'priključaka')],
  [/pockets?/, noun('džep', 'džepa', 'džepova')],
  [/compartments?/, noun('pregrada', 'pregrade', 'pregrada')],
  [/brush heads?/, noun('nastavak', 'nastavka', 'nastavaka')],
];

/** Named parts and properties: English → Serbian (longest first where they overlap). */
const PARTS: [RegExp, string][] = [
  [/(?:qi )?wireless charg(?:ing pad|ing stand|ing|er)|qi charg(?:er|ing)/, 'bežični punjač'],
  [/(?:automatic )?return to (?:the |its )?charging (?:dock|base|station)/, 'automatski povratak na stanicu za punjenje'],
  [/charging (?:dock|base|station)/, 'stanica za punjenje'],
  [/usb charging port|charging port/, 'USB priključak za punjenje'],
  [/auto[- ]?off timer|shut[- ]?off timer|sleep timer/, 'tajmer za automatsko isključivanje'],
  [/flicker[- ]free led(?: light)?/, 'LED svetlo bez treperenja'],
  [/flicker[- ]free(?: light)?/, 'svetlo bez treperenja'],
  [/eye[- ]caring(?: light)?|eye protection/, 'svetlo koje ne zamara oči'],
  [/boil[- ]dry protection|dry[- ]boil protection/, 'zaštita od rada bez vode'],
  [/overheat(?:ing)? protection/, 'termička zaštita'],
  [/swivel base|rotating base/, 'postolje sa rotacijom'],
  [/fast boiling|rapid boil(?:ing)?/, 'brzo zagrevanje vode'],
  [/battery capacity/, 'kapacitet baterije'],
  [/capacity/, 'kapacitet'],
  [/anti[- ]drop sensors?|cliff sensors?|drop sensors?/, 'senzori protiv pada'],
  [/anti[- ]collision sensors?/, 'senzori protiv sudara'],
  [/wet mopping|mopping/, 'brisanje poda'],
  [/water tank/, 'rezervoar za vodu'],
  [/warranty|guarantee/, 'garancija'],
  [/thick(?:ness)?/, 'debljina'],
  [/car (?:charger|adapter)|car plug|cigarette lighter adapter/, 'auto adapter'],
  [/auto(?:matic)? shut[- ]?off|auto(?:matic)? power[- ]?off/, 'automatsko isključivanje'],
  [/auto(?:matic)? stop/, 'automatsko zaustavljanje'],
  [/rechargeable battery/, 'punjiva baterija'],
  [/battery life/, 'trajanje baterije'],
  [/battery/, 'baterija'],
  [/usb[- ]?c fast charging|fast charging/, 'brzo punjenje'],
  [/usb rechargeable|rechargeable via usb|usb charging/, 'punjenje preko USB-a'],
  [/heating(?: function)?|heat function|with heat|heated|infrared heat/, 'grejanje'],
  [/active noise cancell?ing|noise cancell?ing|anc\b/, 'poništavanje buke'],
  [/charging case/, 'kutijica za punjenje'],
  [/water ?proof|water[- ]resistant/, 'vodootporno'],
  [/touch control/, 'upravljanje dodirom'],
  [/one[- ]touch operation/, 'rad jednim dodirom'],
  [/heart rate/, 'merenje pulsa'],
  [/sleep tracking/, 'praćenje sna'],
  [/bluetooth calls/, 'pozivi preko Bluetooth-a'],
  [/built[- ]in speaker|speaker/, 'ugrađen zvučnik'],
  [/built[- ]in cutter|cutter/, 'ugrađen nož'],
  [/dry and moist modes/, 'režim za suvu i vlažnu hranu'],
  [/suction/, 'usisna snaga'],
  [/air vent clip|vent clip|air vent/, 'kopča za ventilaciju'],
  [/metal plates?/, 'metalna pločica'],
  [/wide[- ]angle(?: lens)?/, 'širokougaoni objektiv'],
  [/night vision/, 'noćno snimanje'],
  [/loop recording/, 'snimanje u petlji'],
  [/g[- ]sensor/, 'G-senzor'],
  [/(?:digital )?pressure gauge/, 'digitalni merač pritiska'],
  [/(?:led )?flashlight|led light/, 'LED lampa'],
  [/reflective straps?/, 'reflektujuće trake'],
  [/side stabili[sz]ers?/, 'bočni stabilizatori'],
  [/silicone (?:patella )?pad/, 'silikonski jastučić'],
  [/breathable (?:fabric|material|mesh)/, 'prozračan materijal'],
  [/stainless steel/, 'nerđajući čelik'],
  [/hyaluronic acid/, 'hijaluronska kiselina'],
  [/vitamin ([a-e]\d?)\b/, 'vitamin $1'],
  [/with zinc|zinc/, 'cink'],
  [/fragrance[- ]free|unscented/, 'bez mirisa'],
  [/bpa[- ]free/, 'bez BPA'],
  [/vegan/, 'veganski sastav'],
  [/remote control/, 'daljinski upravljač'],
  [/\bapp\b|mobile app|smartphone app/, 'aplikacija'],
  [/display|screen/, 'ekran'],
  [/360° rotation|rotation/, 'rotacija'],
  [/fits (?:all )?(?:phones|smartphones)|for (?:phones|smartphones)/, 'za telefone'],
  [/recording/, 'snimanje'],
  [/bottle/, 'bočica'],
  [/cup/, 'čaša'],
  [/memory foam/, 'memorijska pena'],
  [/carry(?:ing)? (?:bag|case|pouch)/, 'torbica za nošenje'],
  [/card included|sd card/, 'memorijska kartica'],
  [/adjustable straps?/, 'podesive trake'],
  [/non[- ]slip/, 'protivklizna podloga'],
  [/foldable/, 'sklopivo'],
  [/timer/, 'tajmer'],
];

/** The glossaries compiled once: a counted part as the whole rest of a line, parts case-insensitive. */
const COUNTED_WHOLE: [RegExp, Noun][] = COUNTED.map(([re, n]) => [new RegExp(`^(?:${re.source})$`), n]);
const PARTS_I: [RegExp, string][] = PARTS.map(([re, sr]) => [new RegExp(re.source, 'i'), sr]);

/** Units as Serbian pages write them ('45°C' → '45 °C', '30 hours' → '30 sati'). */
const UNIT = String.raw`(mAh|Wh|kW|W|V|Hz|°\s?C|°|ml|litres?|liters?|l|kg|mg|g|cm|mm|m|GB|TB|dB|PSI|kPa|Pa|bar|inch(?:es)?|"|hours?|hrs?|h|minutes?|mins?|days?|years?|months?|x|%)`;
const QUANTITY = new RegExp(String.raw`(\d+(?:[.,]\d+)?(?:\s?[-–/]\s?\d+(?:[.,]\d+)?)?\+?)\s?${UNIT}(?![\p{L}\d])`, 'giu');

function serbianUnit(n: string, unit: string): string {
  const value = Number(n.replace(/^.*[-–/]\s?/, '').replace(',', '.').replace('+', ''));
  const u = unit.toLowerCase().replace(/\s/g, '');
  if (/^hours?$|^hrs?$|^h$/.test(u)) return `${n} ${plural(value, 'sat', 'sata', 'sati')}`;
  if (/^min/.test(u)) return `${n} ${plural(value, 'minut', 'minuta', 'minuta')}`;
  if (/^days?$/.test(u)) return `${n} ${plural(value, 'dan', 'dana', 'dana')}`;
  if (/^years?$/.test(u)) return `${n} ${plural(value, 'godina', 'godine', 'godina')}`;
  if (/^months?$/.test(u)) return `${n} ${plural(value, 'mesec', 'meseca', 'meseci')}`;
  if (/^lit/.test(u)) return `${n} l`;
  if (/^inch|^"$/.test(u)) return `${n} ${plural(value, 'inč', 'inča', 'inča')}`;
  if (u === '°c') return `${n} °C`;
  if (u === '°') return `${n}°`;
  if (u === 'x') return `${n} puta`;
  if (u === '%') return `${n}%`;
  return `${n} ${unit}`;
}

/** The numbers with units of a line, written the Serbian way ('1.9' stays a decimal with a comma). */
export function quantitiesOf(line: string): string[] {
  return quantityMatches(line).map((q) => q.text);
}

/** Each quantity with whether the line bounds it ('up to 45°C', '150 PSI max'). */
function quantityMatches(line: string): { text: string; upTo: boolean }[] {
  const out: { text: string; upTo: boolean }[] = [];
  for (const m of line.matchAll(QUANTITY)) {
    const n = m[1].replace(/(\d)\.(\d)/g, '$1,$2').replace(/\s?[-–]\s?/, '–');
    const text = serbianUnit(n, m[2]);
    const before = line.slice(Math.max(0, m.index! - 12), m.index);
    const after = line.slice(m.index! + m[0].length, m.index! + m[0].length + 10);
    const upTo = /\b(?:up to|max\.?|maximum)\s*$/i.test(before) || /^\s*(?:max|maximum)\b/i.test(after);
    if (!out.some((q) => q.text === text)) out.push({ text, upTo });
  }
  return out;
}

/** Codes that read the same in any language: USB-C, IPX5, IP68, AMOLED, HDMI, LED, Bluetooth 5.3, 4K. */
const CODES = /\b(?:USB-?[AC]?|IPX?\d{1,2}|AMOLED|OLED|LCD|LED|RGB|HDMI|NFC|GPS|Wi-?Fi|Bluetooth(?: \d(?:\.\d)?)?|\d{3,4}p|\dK|BPA|N52|Qi)\b/g;

/** What a bare figure is, by its unit ('50 ml' → 'Zapremina 50 ml'). */
const FIGURE_NAMES: [RegExp, string][] = [
  [/\b(ml|l)$/, 'Zapremina'],
  [/\b(g|kg)$/, 'Pakovanje'],
  [/mAh$/, 'Baterija'],
  [/\b(k?W)$/, 'Snaga'],
  [/\b(PSI|bar|kPa)$/, 'Pritisak'],
  [/\b(cm|mm|m)$/, 'Dužina'],
  [/\bdB$/, 'Buka'],
];

export interface TranslatedLine {
  text: string;
  /** Serbian names of the parts the line named. */
  parts: string[];
  quantities: string[];
  codes: string[];
}

/**
 * One English feature line as a Serbian fact line; text '' when it holds nothing the glossary or
 * the unit list knows ('Premium quality material' says nothing).
 */
export function translateLine(raw: string): TranslatedLine {
  const line = raw.replace(/\s+/g, ' ').trim();
  const none: TranslatedLine = { text: '', parts: [], quantities: [], codes: [] };
  if (!line) return none;
  // Two counted parts in one line: '5 color modes and 5 brightness levels'.
  const pair = /^(\d+\+?\s+.+?)\s+(?:and|&|\+)\s+(\d+\+?\s+.+)$/i.exec(line);
  if (pair) {
    const [a, b] = [translateLine(pair[1]), translateLine(pair[2])];
    if (a.text && b.text && a.codes.length === 0 && b.codes.length === 0 && /^\d/.test(a.text) && /^\d/.test(b.text)) {
      return { text: `${a.text} i ${b.text}`, parts: [...a.parts, ...b.parts], quantities: [...a.quantities, ...b.quantities], codes: [] };
    }
  }
  const included = /\bincluded\b|\bin the box\b/i.test(line) ? ' u kompletu' : '';
  // '8 massage heads', '100+ sport modes', '3 nozzle adapters included'
  const counted = /^(?:up to |with )?(\d+\+?)\s+(.+?)(\s+included|\s+in the box)?$/i.exec(line);
  if (counted) {
    const n = Number(counted[1].replace('+', ''));
    const rest = counted[2].toLowerCase();
    const hit = COUNTED_WHOLE.find(([re]) => re.test(rest));
    if (hit) {
      const form = plural(n, hit[1].one, hit[1].few, hit[1].other);
      return { text: `${counted[1]} ${form}${included}`, parts: [form], quantities: [counted[1]], codes: [] };
    }
  }
  const parts: string[] = [];
  let rest = line.toLowerCase();
  for (const [re, sr] of PARTS_I) {
    const m = re.exec(rest);
    if (!m) continue;
    const text = sr.replace('$1', (m[1] ?? '').toUpperCase());
    if (!parts.includes(text)) parts.push(text);
    rest = rest.replace(m[0], ' ');
  }
  const matches = quantityMatches(line);
  const quantities = matches.map((q) => q.text);
  const codes = [...new Set(line.match(CODES) ?? [])].filter((c) => !parts.some((p) => p.toLowerCase().includes(c.toLowerCase())));
  if (parts.length === 0 && quantities.length === 0 && codes.length === 1 && /^\d{3,4}p$|^\dK$/.test(codes[0])) return { text: `Rezolucija ${codes[0]}`, parts: ['rezolucija'], quantities: [], codes };
  if (parts.length === 0 && quantities.length === 0) return codes.length ? { ...none, text: codes.join(', '), codes } : none;
  const per = /\bper (tablet|capsule|serving)\b/i.test(line) ? ' po tableti' : '';
  let head = parts.length ? capFirst(parts.join(', ')) : '';
  if (!head && codes.length === 0 && quantities.length === 1) head = FIGURE_NAMES.find(([re]) => re.test(quantities[0]))?.[1] ?? '';
  const tail = [...codes, ...matches.map((q) => (q.upTo ? `do ${q.text}` : q.text))].join(', ');
  const text = head ? `${head}${tail ? ` ${tail}` : ''}${per}${included}` : capFirst(tail);
  return { text: text.replace(/\s+/g, ' ').trim(), parts, quantities, codes };
}

export const translateFeature = (raw: string): string => translateLine(raw).text;

/** True when most letters of a line are capitals (shouting): 'SUPER PONUDA SAMO DANAS'. */
function shouts(s: string): boolean {
  const letters = s.match(/\p{L}/gu) ?? [];
  if (letters.length < 8) return false;
  return letters.filter((l) => l === l.toUpperCase() && l !== l.toLowerCase()).length / letters.length > 0.6;
}

/** A source line without shouting (codes like USB-C or IPX5 stay), emoji or trailing punctuation. */
export function cleanFactLine(raw: string, max = 110): string {
  let s = stripMarkup(raw).replace(/\s+/g, ' ').trim().replace(/^(?:[-–—•*·+✓]+|\d{1,2}[.)])\s+/u, '');
  if (shouts(s)) s = s.toLowerCase().replace(/\b(usb-?c?|ipx?\d+|led|lcd|rgb|hdmi|bpa|gps|nfc|\d+k)\b/gi, (w) => w.toUpperCase());
  s = s.replace(/[!?]+/g, '').replace(/\s+([,.;:%])/g, '$1');
  if (s.length > max) s = cutAtWord(s, max);
  // The copy is written in ekavian (Bosnian and Montenegrin pages are converted when rendered): a line
  // from a Croatian or Bosnian shop ('Grijanje do 45 °C') must not stand ijekavian on a Serbian page.
  return capFirst(trimJunk(toSerbianVariant(s), false, false));
}

const hasFigure = (s: string) => /\d/.test(s);
/** Serbian lines that name a thing (a part, a material, a size) rank above vague praise. */
const NAMED = /\b(baterij|punjen|punjač|grej|grij|magnet|ventilacij|nastav|adapter|kabl|daljinsk|aplikacij|ekran|senzor|kamera|motor|čelik|celik|nerđaj|nehrđaj|silikon|materijal|trak|drška|kant|krp|džep|pregrad|zapremin|kapacitet|snag|režim|brzin|razin|nivo|tajmer|usb|led|bpa|dugm|prekida|postolj|garancij)/iu;

/**
 * Lines about the source shop, not the product: its delivery, payment, prices and stock (the shop's
 * terms here are the seller's). A product warranty ('Garancija 2 godine') is the product's and stays.
 */
const SOURCE_SHOP_LINE = /dostav|isporuk|poštarin|pouzeć|shipping|delivery|\bcena\b|\bcijena\b|\bprice\b|na stanju|in stock|akcij|popust|discount|\bsale\b/iu;
const isShopLine = (s: string) => SOURCE_SHOP_LINE.test(s) || (shopClaim(s) !== undefined && !WARRANTY_FACT.test(s));

export interface ProductFactLines {
  /** Fact lines for bullets, best first: with figures, then with named parts, then the rest. */
  lines: string[];
  /** How many of `lines` hold a figure or a named part (the rest are the seller's Serbian praise). */
  strong: number;
}

/**
 * The product's fact lines: Serbian/Croatian/Bosnian feature lines cleaned, English ones translated,
 * then the description's short Serbian sentences with figures, then its English clauses with figures
 * or parts. Never the product name in a case other than the nominative.
 */
export function productFactLines(product: ProductFacts | undefined, names: readonly string[], max = 6): ProductFactLines {
  const features = (product?.features ?? []).filter((f): f is string => typeof f === 'string');
  const found: string[] = [];
  const add = (line: string) => {
    const s = cleanFactLine(line);
    if (s.length < 3 || s.length > 110 || !/\p{L}|\d/u.test(s) || misusesName(s, names) || isShopLine(s)) return;
    if (names.some((n) => n.toLowerCase() === s.toLowerCase())) return;
    if (!found.some((f) => f.toLowerCase().includes(s.toLowerCase()))) found.push(s);
  };
  const serbian = new Set(serbianFeatures(features.map((f) => cleanFactLine(f, 120)), names, 10).map((s) => s.toLowerCase()));
  for (const raw of features) {
    const clean = cleanFactLine(raw, 120);
    if (serbian.has(clean.toLowerCase()) || (!looksEnglish(clean) && looksSerbian(clean))) add(clean);
    else {
      const t = translateLine(clean);
      // A line in no language we know (a Croatian row the word lists miss) is kept as it is when it
      // carries a figure or a code the translation alone would strip of its meaning.
      const bare = t.parts.length === 0 && t.quantities.length === 0;
      add(t.parts.length === 0 && !looksEnglish(clean) && (hasFigure(clean) || (bare && t.codes.length > 0)) ? clean : t.text);
    }
  }
  const description = product?.description ?? '';
  if (found.length < 4) {
    for (const sentence of serbianSentences(description, names, 6)) {
      if (sentence.length <= 110 && (hasFigure(sentence) || (found.length < 2 && NAMED.test(sentence)))) add(sentence);
    }
  }
  if (found.length < 4 && looksEnglish(description)) {
    for (const clause of stripMarkup(description).split(/[.;!?]\s+|,\s+|\s+and\s+|\s+with\s+/i)) {
      const t = translateLine(clause.trim());
      // Only a named part (with its figure, if any): a bare '5 minuta' or 'N52' says nothing alone.
      if (t.parts.length > 0) add(t.text);
    }
  }
  const rank = (s: string) => (hasFigure(s) ? 0 : NAMED.test(s) ? 1 : 2);
  const lines = found
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .map((x) => x.s)
    .slice(0, max);
  return { lines, strong: lines.filter((s) => rank(s) < 2).length };
}

/** 'a, b i c' of the first `max` facts, each starting lower-case unless it is a code ('USB port'). */
export function factList(facts: readonly string[], max = 3): string {
  const items = facts.slice(0, max).map((f) => (/^\p{Lu}{2}|^\p{Lu}\d|^\p{Lu}-/u.test(f) ? f : f.charAt(0).toLowerCase() + f.slice(1)));
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} i ${items[items.length - 1]}`;
}
