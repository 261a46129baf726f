/**
 * Croatian words of a product page in their Serbian form, after toEkavian (which handles the yat):
 * the words of product pages that differ in more than the yat ('razina' → 'nivo', 'zrak' → 'vazduh',
 * 'kuhalo' → 'kuvalo', 'nehrđajući' → 'nerđajući'). A word that would break the sentence's agreement
 * when replaced ('sušilo' is neuter, 'fen' masculine) is left as it is: Serbian buyers read it.
 */

/** Whole-word replacements, lower case (the first letter's case is kept). */
const WORDS: Record<string, string> = {
  razina: 'nivo', razine: 'nivoa', razinu: 'nivo', razini: 'nivou', razinom: 'nivoom', razinama: 'nivoima',
  zrak: 'vazduh', zraka: 'vazduha', zrakom: 'vazduhom', zraku: 'vazduhu',
  kuhalo: 'kuvalo', kuhala: 'kuvala', kuhalom: 'kuvalom', kuhanje: 'kuvanje', kuhanja: 'kuvanja', kuhati: 'kuvati',
  kava: 'kafa', kave: 'kafe', kavu: 'kafu', kavom: 'kafom',
  tjedan: 'nedelja', tjedna: 'nedelje', tjedno: 'nedeljno', tjednima: 'nedeljama',
  tisuća: 'hiljada', tisuću: 'hiljadu', tisuće: 'hiljade', milijuna: 'miliona', milijun: 'milion',
  duljina: 'dužina', duljine: 'dužine', duljinu: 'dužinu', duljinom: 'dužinom', duljini: 'dužini',
  zapremnina: 'zapremina', zapremnine: 'zapremine', zapremninu: 'zapreminu', zapremninom: 'zapreminom',
  postavka: 'podešavanje', postavke: 'podešavanja', postavki: 'podešavanja', postavkama: 'podešavanjima',
  toplina: 'toplota', topline: 'toplote', toplinu: 'toplotu', toplinom: 'toplotom',
  filtar: 'filter', filtra: 'filtera', filtrom: 'filterom',
  zaslon: 'ekran', zaslona: 'ekrana', zaslonom: 'ekranom', zaslonu: 'ekranu',
  gumb: 'dugme', gumba: 'dugmeta', gumbom: 'dugmetom', gumbi: 'dugmad',
  tipka: 'dugme', tipke: 'dugmad', tipki: 'dugmadi', tipkom: 'dugmetom',
  jamstvo: 'garancija', jamstva: 'garancije', jamstvom: 'garancijom',
  obitelj: 'porodica', obitelji: 'porodice',
  žlica: 'kašika', žlice: 'kašike', žličica: 'kašičica',
  vrč: 'bokal', vrča: 'bokala',
  litre: 'litra', litru: 'litar',
  tvornički: 'fabrički', tvornica: 'fabrika',
  ionska: 'jonska', ionskom: 'jonskom', ionski: 'jonski', ionsku: 'jonsku',
  elektriziranje: 'elektrisanje', elektriziranja: 'elektrisanja',
  zavrije: 'provri',
  // 'osvetljenje' is a word the ijekavian table lacks: the copy says 'svetlo'.
  osvjetljenje: 'svetlo', osvjetljenja: 'svetla', osvjetljenjem: 'svetlom', osvjetljenju: 'svetlu',
};

/** Word beginnings with all their endings: 'nehrđajućeg' → 'nerđajućeg'. */
const STEMS: [string, string][] = [
  ['nehrđajuć', 'nerđajuć'],
  ['izmjenjiv', 'izmenljiv'],
  ['prijenosn', 'prenosn'],
  ['sigurnosn', 'bezbednosn'],
  ['učinkovit', 'efikasn'],
];

const WORD = /\p{L}+/gu;

function withCase(source: string, target: string): string {
  return source[0] === source[0].toUpperCase() && source[0] !== source[0].toLowerCase() ? target[0].toUpperCase() + target.slice(1) : target;
}

/** The text with the Croatian words of product pages in their Serbian form. */
export function croatianToSerbian(text: string): string {
  // After a number the genitive plural: '30 razina' → '30 nivoa' (not '30 nivo'). Phrases whose Serbian
  // word the ijekavian table lacks are said another way ('pregrevanje', 'izmenljiv' would stay ekavian
  // on a Bosnian page): 'zaštita od pregrijavanja' → 'termička zaštita', '6 izmjenjivih nastavaka' →
  // '6 nastavaka za zamenu'.
  const counted = text
    .replace(/(\d\+?\s+)razina\b/giu, '$1nivoa')
    .replace(/zaštit(a|e|u|om) od pregr(?:ij|e)avanja/giu, (m: string, end: string) => withCase(m, `termičk${end} zaštit${end}`))
    .replace(/(\d+\+?\s+)izmjenjiv\p{L}*\s+(\p{L}+)/giu, '$1$2 za zamenu');
  return counted.replace(WORD, (word) => {
    // 's' before a noun is 'sa' in the copy; a capital 'S' is a size or a code.
    if (word === 's') return 'sa';
    const lower = word.toLowerCase();
    if (word.length > 1 && word === word.toUpperCase()) return word;
    const whole = WORDS[lower];
    if (whole !== undefined) return withCase(word, whole);
    for (const [hr, sr] of STEMS) if (lower.startsWith(hr)) return withCase(word, sr + lower.slice(hr.length));
    return word;
  });
}
