/**
 * An English product name in Serbian, for the names the product reader finds on an upsell's source
 * page ('Wireless Charger with Stand' → 'Bežični punjač'): the product's noun from a small glossary,
 * with its codes and model marks kept ('USB-C', 'S9', '20W'). A name the glossary does not know gives
 * undefined: the caller then uses a neutral title rather than English on a Serbian page.
 */
import { looksEnglish } from './source-text.js';

/** English product nouns (longest first where they overlap) → the Serbian name. */
const NOUNS: [RegExp, string][] = [
  [/wireless charg(?:er|ing pad|ing stand)/, 'Bežični punjač'],
  [/car (?:phone )?(?:holder|mount)/, 'Držač telefona za auto'],
  [/phone (?:holder|stand|mount)/, 'Držač za telefon'],
  [/car charger/, 'Auto punjač'],
  [/fast charger|wall charger|charger|charging adapter|power adapter/, 'Punjač'],
  [/power ?bank|portable battery/, 'Prenosiva baterija'],
  [/screen protector|tempered glass/, 'Zaštitno staklo'],
  [/(?:phone )?case|(?:phone )?cover/, 'Futrola'],
  [/charging cable|usb cable|cable/, 'Kabl'],
  [/earbuds|earphones|wireless headphones/, 'Bežične slušalice'],
  [/headphones|headset/, 'Slušalice'],
  [/speaker/, 'Zvučnik'],
  [/smart ?watch/, 'Pametni sat'],
  [/(?:replacement |spare )?(?:brush |toothbrush )heads?/, 'Rezervni nastavci'],
  [/replacement (?:pads?|heads?|parts?)/, 'Rezervni delovi'],
  [/massage gun/, 'Masažni pištolj'],
  [/massager/, 'Masažer'],
  [/heating pad/, 'Jastuk sa grejanjem'],
  [/pillow/, 'Jastuk'],
  [/desk lamp|table lamp|lamp/, 'Lampa'],
  [/led strip|light strip/, 'LED traka'],
  [/kettle/, 'Kuvalo za vodu'],
  [/blender/, 'Blender'],
  [/vacuum (?:sealer )?bags|sealer bags/, 'Kese za vakumiranje'],
  [/vacuum cleaner|vacuum/, 'Usisivač'],
  [/storage bags?|bags/, 'Kese'],
  [/filters?/, 'Filter'],
  [/organi[sz]er/, 'Organizator'],
  [/bottle/, 'Boca'],
  [/mug|cup/, 'Šolja'],
  [/knife set|knives/, 'Set noževa'],
  [/(?:seat )?cushion/, 'Jastuče'],
  [/seat covers?/, 'Presvlake za sedišta'],
  [/floor mats?|car mats?/, 'Patosnice'],
  [/dash ?cam/, 'Auto kamera'],
  [/tire inflator|air compressor/, 'Kompresor za gume'],
  [/cream/, 'Krema'],
  [/serum/, 'Serum'],
  [/brush/, 'Četka'],
  [/mirror/, 'Ogledalo'],
  [/gloves/, 'Rukavice'],
  [/socks/, 'Čarape'],
  [/harness/, 'Am za psa'],
  [/leash/, 'Povodac'],
  [/backpack/, 'Ranac'],
  [/wallet/, 'Novčanik'],
  [/umbrella/, 'Kišobran'],
  [/batteries|battery/, 'Baterije'],
  [/remote control/, 'Daljinski upravljač'],
  [/gift box/, 'Poklon kutija'],
];

/** Codes and model marks that read the same in any language: USB-C, S9, 20W, 4K, Pro, Max. */
const MARK = /^(?:[A-Z0-9][A-Za-z0-9-]*\d[A-Za-z0-9-]*|[A-Z]{2,}(?:-[A-Z0-9]+)?|Pro|Max|Mini|Plus|Ultra)$/;

/** The Serbian name of an English product name, or undefined when the glossary does not know it. */
export function serbianProductName(name: string): string | undefined {
  const lower = name.toLowerCase();
  const hit = NOUNS.find(([re]) => re.test(lower));
  if (!hit) return undefined;
  const marks = name.split(/\s+/).filter((w) => MARK.test(w) && !hit[1].includes(w));
  return [hit[1], ...marks].join(' ').slice(0, 100);
}

/** The name as a Serbian page may show it: a Serbian (or code-only) name stays, an English one is translated. */
export function titleForPage(name: string, neutral: string): string {
  if (!looksEnglish(name)) return name;
  return serbianProductName(name) ?? neutral;
}
