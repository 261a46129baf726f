import type { ReactNode } from 'react';
import type { MarketId, PublicShop } from '@cod/contracts';
import { ShopIdentity, ShopTerms } from './ShopIdentity.js';
import type { TermsView } from './terms.js';

/** The Advertorial's footer lines the seller may have written (each optional). */
export interface FooterStory {
  contactInfo?: string;
  supportHours?: string;
  legalNotice?: string;
}

/**
 * The dark footer of every template: who sells (the shop profile's identity, or only the product's name
 * without one), the seller's terms, copyright. `className` is the <footer>'s own look (background, room at the
 * bottom for a phone's sticky order bar). With `story` (Advertorial) the seller's contact line, support hours
 * and legal notice follow.
 */
export function SiteFooter({
  brand,
  shop,
  terms,
  market,
  year,
  className,
  story,
  brandTestId,
  children,
}: {
  /** The shop's name, or the product's short name without a profile. */
  brand: string;
  shop: PublicShop | null;
  terms: TermsView;
  market: MarketId;
  year: number;
  className: string;
  story?: FooterStory;
  brandTestId?: string;
  /** Extra content at the end (the default page's AI section list). */
  children?: ReactNode;
}) {
  return (
    <footer className={className}>
      <div className="mx-auto max-w-2xl space-y-3 text-center">
        {shop ? (
          <ShopIdentity shop={shop} market={market} className="space-y-0.5 [&_p:first-child]:text-lg [&_p:first-child]:text-white" />
        ) : (
          <p className="text-lg font-extrabold text-white" data-testid={brandTestId}>
            {brand}
          </p>
        )}
        <ShopTerms terms={terms} className="flex flex-wrap justify-center gap-x-4 gap-y-1" />
        {story?.contactInfo ? <p>{story.contactInfo}</p> : null}
        {story?.supportHours ? <p>Podrška: {story.supportHours}</p> : null}
        {story?.legalNotice ? <p className="text-xs text-gray-500">{story.legalNotice}</p> : null}
        {shop ? (
          <p className="text-gray-500" data-testid={brandTestId}>
            © {year} {shop.shopName}. Sva prava zadržana.
          </p>
        ) : null}
        {children}
      </div>
    </footer>
  );
}
