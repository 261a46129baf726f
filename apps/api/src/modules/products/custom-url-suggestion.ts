import { checkField, createWebsiteSchema, CUSTOM_URL_MAX_LENGTH, slugify } from '@cod/contracts';

/** Serbian Cyrillic in the Latin letters slugify knows (ђ → dj, љ → lj, џ → dz; the rest one for one). */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ж: 'z', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm',
  н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'dz', ш: 's',
  // Russian / Macedonian / Bulgarian letters product pages use
  ё: 'e', й: 'j', щ: 'sc', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'ju', я: 'ja', ѓ: 'gj', ќ: 'kj', ѕ: 'dz', є: 'e', і: 'i', ї: 'i',
};

/** Where a slug may be cut: before a hyphen, so a word is not split when there is a boundary. */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const boundary = slug[max] === '-' ? head : head.slice(0, Math.max(head.lastIndexOf('-'), 0));
  return (boundary.length >= Math.min(8, max) ? boundary : head).replace(/-+$/, '');
}

/**
 * A custom URL from a product name, by the contracts' rules: lower-case ASCII (č, ć → c, š → s, ž → z,
 * đ → dj; Cyrillic transliterated), words joined by hyphens, at most CUSTOM_URL_MAX_LENGTH characters
 * (cut between words). Empty when the name has no letter or digit to keep.
 */
export function customUrlBase(name: string): string {
  const latin = name.replace(/[\u0400-\u04ff]/g, (c) => {
    const lower = c.toLowerCase();
    return CYRILLIC[lower] ?? lower;
  });
  // Word by word: slugify itself cuts at the limit, possibly inside a word.
  const slug = latin
    .split(/\s+/)
    .map((word) => slugify(word))
    .filter(Boolean)
    .join('-');
  return cut(slug, CUSTOM_URL_MAX_LENGTH);
}

/** Whether a website could be created with this custom URL: the create call's own rules (format, reserved paths). */
export function isValidCustomUrl(slug: string): boolean {
  return checkField(createWebsiteSchema, 'customUrl', slug) === undefined;
}

/** The n-th candidate: the base itself, then `base-2`, `base-3`, … (the base cut to leave room for the suffix). */
export function customUrlCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${cut(base, CUSTOM_URL_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** How many numbered candidates are asked for before a random suffix is used. */
export const MAX_NUMBERED_CANDIDATES = 50;

/**
 * The first free custom URL for a product name (base, base-2, base-3 …; a reserved path counts as taken),
 * or null when the name gives no slug. `isTaken` asks the websites table.
 */
export async function freeCustomUrl(
  name: string,
  isTaken: (slug: string) => Promise<boolean>,
  random: () => string = () => Math.random().toString(36).slice(2, 6),
): Promise<string | null> {
  const base = customUrlBase(name);
  if (!base) return null;
  for (let n = 1; n <= MAX_NUMBERED_CANDIDATES; n++) {
    const candidate = customUrlCandidate(base, n);
    if (isValidCustomUrl(candidate) && !(await isTaken(candidate))) return candidate;
  }
  const suffix = `-${random()}`;
  return `${cut(base, CUSTOM_URL_MAX_LENGTH - suffix.length)}${suffix}`;
}
