/** Dates in Serbian locale (spec 000 §2, §9), Latin script. */
const LOCALE = 'sr-Latn-RS';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** e.g. "22. 11. 2025." */
export function formatDate(value: string | number | Date | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(LOCALE) : fallback;
}

/** e.g. "22. 11. 2025. 14:05" */
export function formatDateTime(value: string | number | Date | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date
    ? date.toLocaleString(LOCALE, { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' })
    : fallback;
}

/** e.g. "22. novembar 2025. 14:05" (the long form of the client's order cards). */
export function formatLongDateTime(value: string | number | Date | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date
    ? date.toLocaleString(LOCALE, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' })
    : fallback;
}
