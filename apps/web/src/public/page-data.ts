/**
 * What the public script needs to know about the page (read from <script type="application/json"
 * id="cod-page">). Only facts the page shows anyway: never customer data of other people.
 */
export interface PublicPageData {
  kind: string;
  websiteId?: number;
  productId?: string;
  productName?: string;
  currency?: string;
  currencySymbol?: string;
  /** Unit price, for ViewContent / InitiateCheckout values. */
  price?: number;
  pixelId: string | null;
  templateName?: string;
  targetMarket?: string;
  /** The arm of the site's A/B test this page is (sent with the funnel's events). */
  experimentArm?: string;
  /** Thank-you pages: the order the page is about. */
  orderId?: string;
  /**
   * Bosnian and Montenegrin pages only: the fixed Serbian messages the islands may show (order and
   * upsell messages, the server's errors), original → the market's variant, for those that differ.
   * The islands look texts up here (market-variant/island-text.ts) and carry no word list.
   */
  texts?: Record<string, string>;
}
