/**
 * The ekavian → ijekavian word table (spec 001 §2.2).
 *
 * Rules (read before adding a word):
 * - Whole words only. A word is a run of letters (\p{L}); it is looked up in lower case and the
 *   replacement takes the original's case pattern (Cena → Cijena, CENA → CIJENA).
 * - `w(ek, ij)`: one word form. `forms(ekStem, ijStem, endings)`: the stem with each ending
 *   ('' = the bare stem). Verb helpers build the inflections whose yat changes:
 *   `verbEti('vid')`: videti → vidjeti, video → vidio, videla → vidjela, videće → vidjeće
 *   (the present, vidim / vidite, has no yat there and stays); `verbIti('primet', 'primijet')`:
 *   primetiti → primijetiti, primeti → primijeti, primetio → primijetio.
 * - `prefix(ek, ij)`: every word that BEGINS with this stem (oseć… → osjeć…). Only for stems long
 *   and specific enough that no other Serbian word starts with them (checked against our copy);
 *   short or ambiguous stems (cen-: centar; del-: delikatan; mer-: Mercedes; pre-: prevoz, preko)
 *   are listed form by form instead.
 * - Long yat (ije) in long syllables (cena → cijena, lep → lijep, vreme → vrijeme) and short yat
 *   (je) in short ones (lepota → ljepota, vremena stays, mesto → mjesto): every form is written
 *   out as it is in ijekavian, never derived by a regex on 'e'.
 * - Ambiguous forms take the reading our copy uses: 'video' → 'vidio' (past tense; we never
 *   write the noun), 'ceo' → 'cijeli', 'promeni' → 'promijeni' (verb), 'zahteva' → 'zahtijeva'
 *   (verb), 'dela' → 'dijela' (of a part), 'svetlo' → 'svjetlo' (the light), 'sveta' → 'svijeta'.
 *   'vremena', 'vremenom', 'vremenu' stay (ijekavian keeps the short e in the oblique cases).
 * - False friends that must stay: pre- words (prevoz, preko, preporuka, prednost), cent/center,
 *   deset/pedeset, dimenzije, meni/mene (pronoun), vide/vidim (present), zdravlje, sigurno,
 *   celulit, detalji, telefon, rečenica, reklama, bolest, vremenski.
 * - Regional wording that is not yat: a week is 'sedmica' on Bosnian pages (nedelja → sedmica);
 *   Montenegrin pages keep the word, in ijekavian (nedjelja). See BOSNIA_WORDS.
 */

type Pair = readonly [ek: string, ij: string];

const w = (ek: string, ij: string): Pair[] => [[ek, ij]];
const forms = (ek: string, ij: string, endings: readonly string[]): Pair[] => endings.map((e) => [ek + e, ij + e] as const);

/** Feminine a-nouns: cena, cene, ceni, cenu, cenom, cenama. */
const FEM = ['a', 'e', 'i', 'u', 'om', 'ama'] as const;
/** Neuter o-nouns: mesto, mesta, mestu, mestom, mestima. */
const NEUT = ['o', 'a', 'u', 'om', 'ima'] as const;
/** Masculine nouns: lek, leka, leku, lekom, lekovi, lekova, lekove, lekovima. */
const MASC = ['', 'a', 'u', 'om', 'ovi', 'ova', 'ove', 'ovima'] as const;
/** Adjectives: lep, lepa, lepe, lepi, lepo, lepu, lepog, lepom, lepoj, lepim, lepih, lepima, lepoga, lepomu. */
const ADJ = ['', 'a', 'e', 'i', 'o', 'u', 'og', 'oga', 'om', 'omu', 'oj', 'im', 'ih', 'ima'] as const;
const ADJ_NO_BARE = ADJ.filter((e) => e !== '');

/** -eti verbs (videti, želeti, uspeti): only the forms with yat change. */
function verbEti(ek: string, ij = ek): Pair[] {
  const out: Pair[] = [[`${ek}eti`, `${ij}jeti`], [`${ek}eo`, `${ij}io`]];
  for (const e of ['la', 'lo', 'li', 'le', 'ću', 'ćeš', 'će', 'ćemo', 'ćete', 'vši']) out.push([`${ek}e${e}`, `${ij}je${e}`]);
  return out;
}

/** -iti verbs with yat in the root (primetiti → primijetiti, rešiti → riješiti). */
function verbIti(ek: string, ij: string): Pair[] {
  const endings = ['iti', 'im', 'iš', 'i', 'imo', 'ite', 'e', 'io', 'ila', 'ilo', 'ili', 'ile', 'iće', 'ićeš', 'iću', 'ićemo', 'ićete', 'ivši'];
  return forms(ek, ij, endings);
}

/** Whole-word forms. */
export const WORD_PAIRS: readonly Pair[] = [
  // Forms shared by a noun and a verb: the verb reading (the table keeps the first pair of a word).
  ...w('promeni', 'promijeni'),
  ...w('izmeni', 'izmijeni'),
  ...w('zameni', 'zamijeni'),
  ...w('primeni', 'primijeni'),
  ...w('nameni', 'namijeni'),
  ...w('sledi', 'slijedi'),
  // Prepositions and adverbs
  ...w('pre', 'prije'),
  ...w('posle', 'poslije'),
  ...w('napred', 'naprijed'),
  ...w('gde', 'gdje'),
  ...w('ovde', 'ovdje'),
  ...w('onde', 'ondje'),
  ...w('negde', 'negdje'),
  ...w('nigde', 'nigdje'),
  ...w('svugde', 'svugdje'),
  ...w('svagde', 'svagdje'),
  ...w('bilogde', 'bilogdje'),
  ...w('dole', 'dolje'),
  ...w('uvek', 'uvijek'),
  ...w('oduvek', 'oduvijek'),
  ...w('zauvek', 'zauvijek'),
  ...w('dve', 'dvije'),
  ...w('dvema', 'dvjema'),
  ...w('obe', 'obje'),
  ...w('obema', 'objema'),
  ...w('umesto', 'umjesto'),
  ...w('unapred', 'unaprijed'),
  ...forms('ret', 'rijet', ['ko', 'ka', 'ki', 'ke', 'ku', 'kog', 'kom', 'koj', 'kim', 'kih']),
  ...w('redak', 'rijedak'),
  ...w('svestan', 'svjestan'),
  ...w('svest', 'svijest'),
  ...w('pesak', 'pijesak'),
  ...w('peska', 'pijeska'),
  ...w('lepak', 'ljepak'),
  ...forms('zalep', 'zalijep', ['iti', 'i', 'ite', 'io', 'ila']),
  ...forms('odel', 'odijel', NEUT),
  ...forms('sveć', 'svijeć', FEM),
  ...forms('rek', 'rijek', ['a', 'e', 'u', 'om', 'ama']),
  ...forms('ređ', 'rjeđ', ['e', 'i', 'a', 'u', 'eg', 'em', 'ih']),
  ...forms('primer', 'primjer', ['', 'a', 'u', 'om', 'i', 'e', 'ima']),
  ...forms('primer', 'primjer', ['ak', 'ka', 'ku', 'kom', 'ci', 'ke', 'aka', 'cima']),
  ...forms('smen', 'smjen', FEM),
  // Price, value
  ...forms('cen', 'cijen', FEM),
  ...verbIti('cen', 'cijen'),
  ...forms('cenovnik', 'cjenovnik', MASC),
  ...forms('ocen', 'ocjen', FEM),
  ...forms('ocen', 'ocijen', ['iti', 'io', 'ila', 'ili', 'ite', 'ićete']),
  ...forms('procen', 'procjen', FEM),
  ...forms('procen', 'procijen', ['iti', 'io', 'ila', 'ili', 'ite', 'ićete']),
  ...w('vredi', 'vrijedi'),
  ...w('vrede', 'vrijede'),
  ...w('vredan', 'vrijedan'),
  ...w('vredelo', 'vrijedilo'),
  ...w('vredeo', 'vrijedio'),
  ...w('vredela', 'vrijedila'),
  ...w('vredeti', 'vrijediti'),
  // Whole, part
  ...w('ceo', 'cijeli'),
  ...forms('cel', 'cijel', ADJ_NO_BARE),
  ...w('deo', 'dio'),
  ...forms('del', 'dijel', ['a', 'u', 'om', 'ovi', 'ova', 'ove', 'ovima']),
  ...forms('del', 'djel', ['o']),
  ...verbIti('del', 'dijel').filter(([ek]) => ek !== 'dele' && ek !== 'deli' && ek !== 'dela'),
  ...w('dele', 'dijele'),
  ...w('deli', 'dijeli'),
  ...forms('delovanj', 'djelovanj', ['e', 'a', 'u', 'em']),
  ...forms('delova', 'djelova', ['ti', 'o', 'la', 'li']),
  ...forms('delić', 'djelić', ['', 'a', 'u', 'em', 'i', 'e']),
  // Time
  ...w('vreme', 'vrijeme'),
  ...forms('vek', 'vijek', ['', 'a', 'u', 'om', 'ovi', 'ova', 'ove', 'ovima']),
  ...w('leto', 'ljeto'),
  ...w('letu', 'ljetu'),
  ...w('letom', 'ljetom'),
  // Place
  ...forms('cev', 'cijev', ['', 'i', 'ima']),
  // Body, health, people
  ...forms('tel', 'tijel', NEUT),
  ...forms('lek', 'lijek', MASC),
  ...forms('det', 'dijet', ['e']),
  ...forms('det', 'djet', ['eta', 'etu', 'etom']),
  ...forms('dec', 'djec', ['a', 'e', 'i', 'u', 'om']),
  // Care (nega → njega; 'nego', than, stays)
  ...forms('neg', 'njeg', ['a', 'e', 'i', 'u', 'om']),
  ...forms('kolen', 'koljen', ['o', 'a', 'u', 'ima', 'om']),
  ...forms('pen', 'pjen', ['a', 'e', 'i', 'u', 'om', 'ast', 'asta', 'asti', 'asto']),
  ...forms('sem', 'sjem', ['e', 'ena', 'enu', 'enom']),
  ...forms('sed', 'sjed', ['im', 'iš', 'i', 'imo', 'ite', 'e', 'ne', 'nem', 'nete', 'nite', 'enje', 'enja', 'enju', 'ište', 'išta', 'ištu', 'ištem']),
  ...w('sedeti', 'sjediti'),
  ...w('sedeo', 'sjedio'),
  ...w('sedela', 'sjedila'),
  ...w('sedeli', 'sjedili'),
  // Looks
  ...forms('lep', 'lijep', ADJ),
  ...forms('bel', 'bijel', ADJ_NO_BARE),
  ...w('beo', 'bijel'),
  ...forms('bled', 'blijed', ADJ),
  ...forms('cvet', 'cvijet', ['', 'a', 'u', 'om', 'ovi', 'ova', 'ove']),
  ...forms('zvezd', 'zvijezd', FEM),
  ...forms('zvezdic', 'zvjezdic', FEM),
  // World, light, word, news
  ...forms('svet', 'svijet', ['', 'a', 'u', 'om']),
  ...forms('mlek', 'mlijek', NEUT),
  ...w('reč', 'riječ'),
  ...w('reči', 'riječi'),
  ...w('rečju', 'riječju'),
  ...w('rečima', 'riječima'),
  ...forms('vest', 'vijest', ['', 'i', 'ima']),
  ...forms('vet', 'vjet', ['ar', 'ra', 'ru', 'rom', 'rovi']),
  ...forms('sneg', 'snijeg', ['', 'a', 'u', 'om']),
  ...forms('hleb', 'hljeb', ['', 'a', 'u', 'om']),
  ...forms('reš', 'riješ', ['en', 'ena', 'eno', 'eni', 'ene', 'enu']),
  ...verbIti('reš', 'riješ'),
  // Change, use, measure, replace
  ...forms('promen', 'promjen', FEM),
  ...verbIti('promen', 'promijen').filter(([ek]) => ek !== 'promena'),
  ...forms('izmen', 'izmjen', FEM),
  ...verbIti('izmen', 'izmijen'),
  ...forms('zamen', 'zamjen', FEM),
  ...verbIti('zamen', 'zamijen'),
  ...forms('primen', 'primjen', FEM),
  ...verbIti('primen', 'primijen'),
  ...forms('namen', 'namjen', FEM),
  ...verbIti('namen', 'namijen'),
  ...forms('menj', 'mijenj', ['a', 'am', 'aš', 'amo', 'ate', 'aju', 'ati', 'ao', 'ala', 'alo', 'ali', 'ajte', 'ajući']),
  ...forms('mer', 'mjer', FEM),
  ...verbIti('mer', 'mjer'),
  ...forms('meš', 'miješ', ['a', 'am', 'aš', 'amo', 'ate', 'aju', 'ati', 'ajte', 'ajući', 'ano']),
  // See, notice, feel, want, love, live, manage
  ...verbEti('vid'),
  ...verbEti('uvid'),
  ...verbEti('predvid'),
  ...verbEti('žel'),
  ...verbEti('vol'),
  ...verbEti('zavol'),
  ...verbEti('živ'),
  ...verbEti('doživ'),
  ...verbEti('preživ'),
  ...verbEti('razum'),
  ...verbEti('ht'),
  ...verbEti('sm').filter(([ek]) => !ek.includes('ć')),
  ...verbEti('um').filter(([ek]) => !ek.includes('ć')),
  ...verbEti('usp'),
  ...verbEti('let'),
  ...verbEti('nalet'),
  ...verbEti('trp'),
  ...verbEti('bol'),
  ...verbEti('zabol'),
  ...verbEti('ušted'),
  ...w('sme', 'smije'),
  ...w('smem', 'smijem'),
  ...w('smeš', 'smiješ'),
  ...w('smemo', 'smijemo'),
  ...w('smete', 'smijete'),
  ...w('smeju', 'smiju'),
  ...verbIti('primet', 'primijet'),
  ...verbIti('oset', 'osjet'),
  ...verbIti('set', 'sjet').filter(([ek]) => ek !== 'set'),
  ...verbIti('podset', 'podsjet'),
  ...verbIti('uver', 'uvjer'),
  ...verbIti('ubed', 'ubijed'),
  ...verbIti('obezbed', 'obezbijed'),
  ...verbIti('smest', 'smjest'),
  ...verbIti('namest', 'namjest'),
  ...verbIti('obavest', 'obavijest'),
  ...forms('obavešten', 'obaviješten', ['', 'a', 'i', 'e', 'o']),
  ...forms('zahtev', 'zahtjev', ['', 'u', 'om', 'i', 'e', 'ima']),
  ...w('zahteva', 'zahtijeva'),
  ...w('zahtevaju', 'zahtijevaju'),
  ...w('zahtevati', 'zahtijevati'),
  ...forms('usp', 'uspj', ['eh', 'eha', 'ehu', 'ehom', 'esi', 'ehe']),
  ...forms('uspev', 'uspijev', ['a', 'am', 'aš', 'amo', 'ate', 'aju', 'ati', 'ao', 'ala', 'ali']),
  // Advice
  ...forms('savet', 'savjet', ['', 'a', 'u', 'om', 'i', 'e', 'ima']),
];

/**
 * Stems that convert wherever a word begins with them (see the rules above): every entry was
 * checked against the words of our copy, templates and messages for false friends.
 */
export const PREFIX_PAIRS: readonly Pair[] = [
  ['oseć', 'osjeć'],
  ['osetlj', 'osjetlj'],
  ['preosetlj', 'preosjetlj'],
  ['primeć', 'primjeć'],
  ['primetn', 'primjetn'],
  ['neprimetn', 'neprimjetn'],
  ['uspešn', 'uspješn'],
  ['neuspešn', 'neuspješn'],
  ['neuspel', 'neuspjel'],
  ['bezbed', 'bezbjed'],
  ['obezbeđ', 'obezbjeđ'],
  ['poverenj', 'povjerenj'],
  ['nepoverenj', 'nepovjerenj'],
  ['prover', 'provjer'],
  ['verovat', 'vjerovat'],
  ['neverovat', 'nevjerovat'],
  ['verova', 'vjerova'],
  ['veruj', 'vjeruj'],
  ['iznever', 'iznevjer'],
  ['uveren', 'uvjeren'],
  ['samouveren', 'samouvjeren'],
  ['ubedlj', 'ubjedlj'],
  ['ubeđen', 'ubijeđen'],
  ['lepot', 'ljepot'],
  ['lepš', 'ljepš'],
  ['lepljiv', 'ljepljiv'],
  ['nalepnic', 'naljepnic'],
  ['zalepljen', 'zalijepljen'],
  ['lekar', 'ljekar'],
  ['lekovit', 'ljekovit'],
  ['lečenj', 'liječenj'],
  ['leči', 'liječi'],
  ['izleč', 'izliječ'],
  ['svetl', 'svjetl'],
  ['svetsk', 'svjetsk'],
  ['svež', 'svjež'],
  ['osvež', 'osvjež'],
  ['cveć', 'cvijeć'],
  ['cvetn', 'cvjetn'],
  ['mest', 'mjest'],
  ['mestimič', 'mjestimič'],
  ['namešt', 'namješt'],
  ['premešt', 'premješt'],
  ['smešt', 'smješt'],
  ['mešavin', 'mješavin'],
  ['mesec', 'mjesec'],
  ['meseč', 'mjeseč'],
  ['mleč', 'mliječ'],
  ['celokupn', 'cjelokupn'],
  ['celin', 'cjelin'],
  ['celodnevn', 'cjelodnevn'],
  ['deluj', 'djeluj'],
  ['delotvor', 'djelotvor'],
  ['delimič', 'djelimič'],
  ['podeljen', 'podijeljen'],
  ['odeljen', 'odjeljen'],
  ['dečj', 'dječj'],
  ['dečij', 'dječij'],
  ['dečak', 'dječak'],
  ['dečac', 'dječac'],
  ['dečic', 'dječic'],
  ['detinj', 'djetinj'],
  ['devojk', 'djevojk'],
  ['devojč', 'djevojč'],
  ['čovek', 'čovjek'],
  ['čoveč', 'čovječ'],
  ['telesn', 'tjelesn'],
  ['vetrobran', 'vjetrobran'],
  ['večn', 'vječn'],
  ['večit', 'vječit'],
  ['grej', 'grij'],
  ['zagrej', 'zagrij'],
  ['zagrev', 'zagrijav'],
  ['posled', 'posljed'],
  ['sledeć', 'sljedeć'],
  ['rešenj', 'rješenj'],
  ['rešav', 'rješav'],
  ['promenjen', 'promijenjen'],
  ['izmenjen', 'izmijenjen'],
  ['zamenjen', 'zamijenjen'],
  ['zamenjuj', 'zamjenjuj'],
  ['zamensk', 'zamjensk'],
  ['primenjen', 'primijenjen'],
  ['primenjuj', 'primjenjuj'],
  ['namenjen', 'namijenjen'],
  ['cenjen', 'cijenjen'],
  ['merenj', 'mjerenj'],
  ['merač', 'mjerač'],
  ['izmer', 'izmjer'],
  ['toplomer', 'toplomjer'],
  ['preusmer', 'preusmjer'],
  ['usmer', 'usmjer'],
  ['smernic', 'smjernic'],
  ['zamerk', 'zamjerk'],
  ['osmeh', 'osmijeh'],
  ['smeh', 'smijeh'],
  ['smej', 'smij'],
  ['nasmej', 'nasmij'],
  ['podseć', 'podsjeć'],
  ['sećanj', 'sjećanj'],
  ['seća', 'sjeća'],
  ['semenk', 'sjemenk'],
  ['preter', 'pretjer'],
  ['besprekor', 'besprijekor'],
  ['dragocen', 'dragocjen'],
  ['vredn', 'vrijedn'],
  ['obaveštenj', 'obavještenj'],
  ['izvešt', 'izvješt'],
  ['umetnost', 'umjetnost'],
  ['umetnič', 'umjetnič'],
  ['izbeljiv', 'izbjeljiv'],
  ['belin', 'bjelin'],
  ['pesm', 'pjesm'],
  ['peva', 'pjeva'],
  ['pevač', 'pjevač'],
  ['nežn', 'nježn'],
  ['nežan', 'nježan'],
  ['vežb', 'vježb'],
  ['svedo', 'svjedo'],
  ['posavet', 'posavjet'],
  ['savetn', 'savjetn'],
  ['savetuj', 'savjetuj'],
  ['savetova', 'savjetova'],
  ['pobed', 'pobjed'],
  ['negov', 'njegov'],
  ['neguj', 'njeguj'],
  ['ispovest', 'ispovijest'],
  ['ispoved', 'ispovijed'],
  ['proseč', 'prosječ'],
  ['namer', 'namjer'],
  ['odeć', 'odjeć'],
  ['ocenjen', 'ocijenjen'],
  ['rečnik', 'rječnik'],
  ['letnj', 'ljetnj'],
  ['letovanj', 'ljetovanj'],
  ['prolećn', 'proljećn'],
  ['proleć', 'proljeć'],
  ['ponedelj', 'ponedjelj'],
  ['svesn', 'svjesn'],
  ['nesvesn', 'nesvjesn'],
  ['menjač', 'mjenjač'],
  ['testenin', 'tjestenin'],
  ['prosek', 'prosjek'],
  ['zahtevn', 'zahtjevn'],
  ['uspeš', 'uspješ'],
  ['autosediš', 'autosjediš'],
  ['sediš', 'sjediš'],
];

/**
 * A week on Bosnian pages is 'sedmica' (the ekavian and the ijekavian 'nedelja/nedjelja' both read
 * as Serbian or Montenegrin there). Montenegrin pages get 'nedjelja' through NEDELJA_IJEKAVIAN.
 * Note: 'nedelja' as Sunday would become 'sedmica' too; our copy uses it only for the week.
 */
export const BOSNIA_WORDS: readonly Pair[] = [
  ...forms('nedelj', 'sedmic', FEM),
  ...w('nedeljno', 'sedmično'),
  ...forms('nedeljn', 'sedmičn', ADJ_NO_BARE.filter((e) => e !== 'o')),
  // Bosnian standard: korištenje (Serbian and Montenegrin: korišćenje).
  ...forms('korišćen', 'korišten', ['je', 'ja', 'ju', 'jem', '', 'a', 'o', 'i', 'e', 'u', 'og', 'om', 'ih']),
  // Already-ijekavian input (e.g. a seller's own text) gets the Bosnian word too.
  ...forms('nedjelj', 'sedmic', FEM),
];

export const NEDELJA_IJEKAVIAN: readonly Pair[] = [
  ...forms('nedelj', 'nedjelj', FEM),
  ...forms('nedeljn', 'nedjeljn', ADJ_NO_BARE),
];
