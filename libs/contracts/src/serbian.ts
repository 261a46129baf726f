/** Serbian word forms shared by the server, the public pages and the console. */

/** The noun form after a number: 1 komad, 2–4 komada, 5+ komada (11–14 komada), 21 komad. */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}
