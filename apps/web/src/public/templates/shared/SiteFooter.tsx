import type { ReactNode } from 'react';

/** Support hours when the seller wrote none. */
export const SUPPORT_HOURS = 'radnim danima 9:00–17:00';

/** The Advertorial's footer lines, written by the copywriter (each optional). */
export interface FooterStory {
  companyInfo?: string;
  deliveryInfo?: string;
  contactInfo?: string;
  supportHours?: string;
  legalNotice?: string;
}

/**
 * The dark footer of every template: the brand, what every order gets, support hours, copyright.
 * `className` is the <footer>'s own look (background, room at the bottom for a phone's sticky order
 * bar). With `story` (Advertorial) the seller's company, delivery and contact lines and legal notice
 * stand in a narrow column instead of the standard promise line.
 */
export function SiteFooter({
  brand,
  year,
  region,
  className,
  story,
  brandTestId,
  children,
}: {
  brand: string;
  year: number;
  /** The delivery region of the standard promise line ('cele Srbije'). */
  region?: string;
  className: string;
  story?: FooterStory;
  brandTestId?: string;
  /** Extra content at the end (the default page's AI section list). */
  children?: ReactNode;
}) {
  if (story) {
    return (
      <footer className={className}>
        <div className="mx-auto max-w-2xl space-y-3 text-center">
          <p className="text-lg font-extrabold text-white" data-testid={brandTestId}>
            {brand}
          </p>
          {story.companyInfo ? <p>{story.companyInfo}</p> : null}
          {story.deliveryInfo ? <p>{story.deliveryInfo}</p> : null}
          {story.contactInfo ? <p>{story.contactInfo}</p> : null}
          <p>Podrška: {story.supportHours || SUPPORT_HOURS}</p>
          {story.legalNotice ? <p className="text-xs text-gray-500">{story.legalNotice}</p> : null}
          <p className="text-gray-500">
            © {year} {brand}
          </p>
          {children}
        </div>
      </footer>
    );
  }
  return (
    <footer className={className}>
      <p className="text-xl font-extrabold text-white" data-testid={brandTestId}>
        {brand}
      </p>
      <p className="mt-3">Plaćanje pouzećem · Besplatna dostava na teritoriji {region} · 30 dana garancije</p>
      <p className="mt-1">{`Podrška: ${SUPPORT_HOURS}`}</p>
      <p className="mt-4 text-gray-500">
        © {year} {brand}. Sva prava zadržana.
      </p>
      {children}
    </footer>
  );
}
