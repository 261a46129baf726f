import { normalizePhone, taxIdLabel, type MarketId, type PublicShop } from '@cod/contracts';
import { termLines, type TermsView } from './terms.js';

/**
 * Who sells: the seller's shop identity from their profile, the same block on every public page of theirs
 * (sales pages, thank-you pages, storefront). Nothing without a profile: no shop name is ever made up.
 */
export function ShopIdentity({ shop, market, className = '' }: { shop: PublicShop | null; market: MarketId; className?: string }) {
  if (!shop) return null;
  const place = [shop.address, shop.city].filter(Boolean).join(', ');
  const tel = shop.phone ? (normalizePhone(shop.phone, market) ?? shop.phone.replace(/[^\d+]/g, '')) : null;
  return (
    <address className={`not-italic ${className}`} data-testid="shop-identity">
      <p className="font-bold" data-testid="shop-name">
        {shop.shopName}
      </p>
      {shop.legalName ? <p>{shop.legalName}</p> : null}
      {place ? <p>{place}</p> : null}
      {shop.taxId || shop.registrationNumber ? (
        <p>
          {shop.taxId ? `${taxIdLabel(shop.taxId)}: ${shop.taxId}` : null}
          {shop.taxId && shop.registrationNumber ? ' · ' : null}
          {shop.registrationNumber ? `MB: ${shop.registrationNumber}` : null}
        </p>
      ) : null}
      {shop.phone || shop.email ? (
        <p>
          {shop.phone ? (
            <a href={`tel:${tel}`} className="underline-offset-2 hover:underline">
              Tel: {shop.phone}
            </a>
          ) : null}
          {shop.phone && shop.email ? ' · ' : null}
          {shop.email ? (
            <a href={`mailto:${shop.email}`} className="underline-offset-2 hover:underline">
              {shop.email}
            </a>
          ) : null}
        </p>
      ) : null}
    </address>
  );
}

/** The seller's terms, one per line: payment on delivery and whatever the profile says. */
export function ShopTerms({ terms, className = '' }: { terms: TermsView; className?: string }) {
  return (
    <ul className={className} data-testid="shop-terms">
      {termLines(terms).map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}
