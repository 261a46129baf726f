/**
 * The one way two delivery addresses are compared (the seller's blocklist, the duplicate mark): the same
 * street, number and city written in Cyrillic or Latin, with or without marks, 'br.', 'ulica' or
 * punctuation give the same key.
 */

// Serbian Cyrillic (and the Russian letters a buyer's keyboard may give) in Serbian Latin, before folding.
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ж: 'z', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj',
  м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c',
  џ: 'dz', ш: 's', ѓ: 'dj', ќ: 'c', ѕ: 'dz', й: 'j', ы: 'i', э: 'e', ю: 'ju', я: 'ja', щ: 'sc', ъ: '', ь: '', ё: 'e',
  є: 'e', і: 'i', ї: 'i', ґ: 'g',
};

// Words that name no place: 'Ulica Knez Mihailova br. 42' is 'Knez Mihailova 42'.
const FILLER = new Set(['ulica', 'ul', 'br', 'broj']);

/** Lower case, Cyrillic in Latin, no marks (đ → dj), letters and digits only, filler words out, '42 a' → '42a'. */
export function foldAddress(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (c) => CYRILLIC[c] ?? c)
    .replace(/đ/g, 'dj')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !FILLER.has(w));
  return words.join(' ').replace(/(\d) (\p{L})(?= |$)/gu, '$1$2');
}

/**
 * The key an address is compared by: the folded address and the folded city. An address with no letter or
 * digit left keys on its exact text, so it never matches every other such address.
 */
export function addressKey(address: string, city: string): string {
  const street = foldAddress(address) || `=${address.trim().toLowerCase()}`;
  return `${street}|${foldAddress(city)}`.slice(0, 400);
}
