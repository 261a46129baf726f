import type { SafeFetchErrorCode } from '../../common/safe-fetch/index.js';

/** Serbian warnings shown to the seller when the product page could not (fully) be read. */
export const PRODUCT_READ_WARNINGS = {
  unreadable: (reason: string) => `Stranicu proizvoda nije moguće učitati (${reason}). Korišćeni su podaci iz forme.`,
  noProduct: 'Na stranici proizvoda nisu pronađeni podaci o proizvodu. Korišćeni su podaci iz forme.',
  noPrice: 'Na stranici proizvoda nije pronađena cena, pročitani su samo naziv, opis i slike. Korišćeni su podaci iz forme.',
} as const;

export const FETCH_FAILURE_REASONS: Record<SafeFetchErrorCode, string> = {
  invalid_url: 'adresa nije ispravna',
  blocked_address: 'adresa vodi na lokalnu ili privatnu mrežu',
  dns_failed: 'domen nije pronađen',
  timeout: 'sajt nije odgovorio na vreme',
  too_large: 'stranica je prevelika',
  too_many_redirects: 'previše preusmeravanja',
  invalid_request: 'adresa nije ispravna',
  network: 'sajt nije dostupan',
};

export function httpStatusReason(status: number): string {
  if (status === 404 || status === 410) return `stranica ne postoji, greška ${status}`;
  if (status === 401 || status === 403) return `sajt je odbio pristup, greška ${status}`;
  return `sajt je odgovorio greškom ${status}`;
}

export const NOT_HTML_REASON = (contentType: string) => `adresa ne vodi na HTML stranicu, već na ${contentType || 'nepoznat sadržaj'}`;
export const EMPTY_PAGE_REASON = 'stranica je prazna';
export const UNPARSABLE_REASON = 'sadržaj stranice nije moguće pročitati';
