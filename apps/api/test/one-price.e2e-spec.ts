import {
  defaultQuantityOffers,
  formatMoney,
  fromMinor,
  offerTotal,
  priceAnchoringFor,
  roundMoney,
  type EditableContent,
  type PriceAnchoring,
  type PublicPageModel,
  type QuantityOffers,
  type StoredPrices,
  type WebsiteResponse,
} from '@cod/contracts';
import { websiteFixture } from '@cod/contracts/testing';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { typeormOptions } from '../src/database/typeorm-options.js';
import { minorAsMajor } from '../src/database/table.js';
import { orderColumns } from '../src/modules/orders/order.table.js';
import { loadPublicWebBuild } from '../src/modules/public-pages/web-build.js';
import { toWebsiteResponse, type Website } from '../src/modules/websites/index.js';
import { scratchDatabase } from './helpers.js';

/**
 * One price: the migration OnePrice turns the five stored price fields (current_price,
 * original_price, price_anchoring, quantity_offers, editable_content.quantityData) into the stored offers.
 * Rows are seeded in the old shape on a scratch database (some whose fields disagree, as old saves could
 * leave them), then migrated: the API answer, the rendered page and every order total are what they were.
 */

interface OldPrices {
  currentPrice: number;
  originalPrice: number | null;
  priceAnchoring: PriceAnchoring | Record<string, unknown>;
  quantityOffers: QuantityOffers | Record<string, unknown>;
  editableContent: EditableContent;
}
interface Seed extends OldPrices {
  name: string;
  /** The old fields agree: the whole answer is the same, not only the page and the orders. */
  consistent: boolean;
  site: Partial<WebsiteResponse>;
  /** Where the old fields disagreed: what the answer says now. */
  expected?: Partial<WebsiteResponse>;
}

const options = (list: [number, number, number?][], extra: Record<string, unknown>[] = []) =>
  JSON.stringify(
    list.map(([price, originalPrice, discount = 0], i) => ({
      qty: i + 1,
      price,
      originalPrice,
      discount,
      label: i === 0 ? '1 komad' : `${i + 1} komada`,
      popular: i === 1,
      bestValue: i === 2,
      ...(extra[i] ?? {}),
    })),
  );

/** Old quantity offers: 1, 2 and 3 pieces at these prices, with these badges. */
const offers = ([single, double, triple]: number[], [a, b, c]: string[]): QuantityOffers => ({
  single: { price: single, text: '1 komad', badge: a },
  double: { price: double, text: '2 komada', badge: b },
  triple: { price: triple, text: '3 komada', badge: c },
});

/** An old row: its five price fields as stored; `expected` (where they disagree): what the answer says now. */
const seed = (
  name: string,
  site: Partial<WebsiteResponse>,
  [currentPrice, originalPrice]: [number, number | null],
  [anchorOld, anchorNow, savings, comparisonText]: [number, number, number, string],
  quantityOffers: Seed['quantityOffers'],
  editableContent: EditableContent,
  expected?: Partial<WebsiteResponse>,
): Seed => ({
  name,
  consistent: !expected,
  site,
  currentPrice,
  originalPrice,
  priceAnchoring: { originalPrice: anchorOld, currentPrice: anchorNow, savings, comparisonText },
  quantityOffers,
  editableContent,
  expected,
});

const GENERATED = priceAnchoringFor(2990, 4990, 'RSD', 'RSD');
const LEFT_BEHIND = options([[44.99, 69.99], [84.99, 139.98], [119.99, 209.97]]);
const SEEDS: Seed[] = [
  seed('a generated Sales page in dinars (no editor options)', { templateName: 'Sales Template' }, [2990, 4990], [GENERATED.originalPrice, GENERATED.currentPrice, GENERATED.savings, GENERATED.comparisonText], defaultQuantityOffers(2990, 'RSD', 'RSD'), { enabledTestimonials: [true, true, true] }),
  seed('an editor-saved Advertorial page in euro with four options and a note', { templateName: 'Advertorial Template', currency: 'EUR', currencySymbol: '€', targetMarket: 'Montenegro' }, [49.99, 79.99], [79.99, 49.99, 30, 'Samo ove nedelje'], offers([49.99, 94.99, 134.99], ['', 'POPULARNO', 'NAJBOLJA VREDNOST']), { adviceTitle: 'Savet', quantityData: options([[49.99, 79.99, 38], [94.99, 159.98, 41], [134.99, 239.97, 44], [169.99, 319.96, 47]], [{}, {}, { note: 'Besplatna dostava' }]) }),
  // The page reads priceAnchoring's old price (higher than the price) before original_price; it re-derives a savings badge.
  seed('a Minimalistic page whose anchoring names another old price than its column, with a stale savings badge', { templateName: 'Minimalistic' }, [2990, 4990], [5990, 2990, 3000, 'Umesto 5.990 RSD danas samo 2.990 RSD'], offers([2990, 4990, 6990], ['', 'UŠTEDA 1000 RSD', 'NAJBOLJA PONUDA']), {}, { originalPrice: 5990, priceAnchoring: { originalPrice: 5990, currentPrice: 2990, savings: 3000, comparisonText: 'Umesto 5.990 RSD danas samo 2.990 RSD' } }),
  // 79.99 − 49.99 in floating point: the savings are exact now; the editor's options (their old prices on the page) stay.
  seed('a Sales page in euro with float-drifted savings, whose options were left behind by a later price save', { templateName: 'Sales Template', currency: 'EUR', currencySymbol: '€', targetMarket: 'Montenegro' }, [49.99, 79.99], [79.99, 49.99, 30.000000000000004, ''], offers([49.99, 89.99, 129.99], ['', 'UŠTEDA 9,99 €', 'NAJBOLJA PONUDA']), { quantityData: LEFT_BEHIND }, { priceAnchoring: { originalPrice: 79.99, currentPrice: 49.99, savings: 30, comparisonText: '' }, editableContent: { quantityData: LEFT_BEHIND } }),
  seed('a page whose offers are not three prices (the page shows the defaults of its price)', { templateName: 'Sales Template' }, [1990, null], [1990, 1990, 0, ''], {}, { quantityData: 'nije JSON' }, { currentPrice: 1990, quantityOffers: defaultQuantityOffers(1990, 'RSD', 'RSD'), editableContent: {} }),
];

const PRICE_FIELDS = ['currentPrice', 'originalPrice', 'priceAnchoring', 'quantityOffers', 'editableContent'] as const;

async function migrate(url: string, migrations: typeof MIGRATIONS) {
  const source = new DataSource({ ...typeormOptions(url), migrations });
  await source.initialize();
  try {
    await source.runMigrations({ transaction: 'all' });
  } finally {
    await source.destroy();
  }
}

const pageModel = (site: WebsiteResponse): PublicPageModel => ({
  kind: 'product',
  site,
  variant: 1,
  canonicalUrl: `https://prodavnica.test/${site.customUrl}`,
  previewProductionUrl: null,
  pixelId: null,
  shop: null,
  homeUrl: '/prodavnica',
});

describe('one price: the migrations to stored offers and minor units', () => {
  it('keep every seeded page, answer and order total, and leave one price column (and undo cleanly)', async () => {
    const build = await loadPublicWebBuild(path.resolve('apps/web/dist'), path.resolve('apps/web/dist-ssr'));
    const db = await scratchDatabase('one_price');
    try {
      await migrate(db.url, MIGRATIONS.filter((m) => m.name !== 'OnePrice1764900000000' && m.name !== 'MinorUnitMoney1764950000000'));
      const source = new DataSource(typeormOptions(db.url));
      await source.initialize();
      const [{ id: userId }] = await source.query(`INSERT INTO users (email, password, first_name, last_name) VALUES ('p@x.rs', 'x', 'P', 'P') RETURNING id`);
      const seeded: { seed: Seed; id: number; before: WebsiteResponse }[] = [];
      for (const [i, seed] of SEEDS.entries()) {
        const base = websiteFixture({ ...seed.site, userId, customUrl: `stara-cena-${i}`, productId: `p-old-${i}` });
        const [{ id }] = await source.query(
          `INSERT INTO websites (product_id, user_id, custom_url, title, short_name, hook, bullets, long_description, faq, images, palette,
                                 price_anchoring, quantity_offers, currency, currency_symbol, current_price, original_price, target_market, template_name,
                                 sku, product_link, seo_title, seo_description, keywords, testimonials, urgency_elements, benefits_section,
                                 problem_solution_sections, design_recommendations, advertorial_story, editable_content, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33)
           RETURNING id`,
          [
            base.productId, userId, base.customUrl, base.title, base.shortName, base.hook, JSON.stringify(base.bullets), base.longDescription, JSON.stringify(base.faq),
            JSON.stringify(base.images), base.palette, seed.priceAnchoring, seed.quantityOffers, base.currency, base.currencySymbol, seed.currentPrice, seed.originalPrice,
            base.targetMarket, base.templateName, base.sku, base.productLink, base.seoTitle, base.seoDescription, JSON.stringify(base.keywords), JSON.stringify(base.testimonials),
            base.urgencyElements, base.benefitsSection, JSON.stringify(base.problemSolutionSections), base.designRecommendations, base.advertorialStory, seed.editableContent,
            base.createdAt, base.updatedAt,
          ],
        );
        // What the API answered before: the old mapper handed the five columns over as they were stored.
        const [row] = await source.query(
          `SELECT current_price::float8 AS "currentPrice", original_price::float8 AS "originalPrice", price_anchoring AS "priceAnchoring",
                  quantity_offers AS "quantityOffers", editable_content AS "editableContent" FROM websites WHERE id = $1`,
          [id],
        );
        seeded.push({ seed, id, before: { ...base, id, ...row } });
      }
      // Money beside the offers, in the old numeric columns: an order with an upsell, and an upsell offer.
      const euroSite = seeded[1].id;
      const [{ id: orderRow }] = await source.query(
        `INSERT INTO orders (user_id, website_id, order_id, product_id, quantity, total_price, currency, currency_symbol, first_name, phone, address, city)
         VALUES ($1, $2, 'STARA1', 'p-old-1', 3, 134.99, 'EUR', '€', 'Ana', '+38267123456', 'Njegoševa 1', 'Podgorica') RETURNING id`,
        [userId, euroSite],
      );
      const [{ id: upsellProduct }] = await source.query(
        `INSERT INTO upsell_products (website_id, original_url, title, original_price, discount_price, savings) VALUES ($1, 'https://x.test/p', 'Jastuk', 29.99, 16.9, 13.09) RETURNING id`,
        [euroSite],
      );
      await source.query(
        `INSERT INTO upsell_orders (original_order_id, upsell_product_id, website_id, user_id, order_id, total_price, currency, currency_symbol, customer_data)
         VALUES ($1, $2, $3, $4, 'STARA1-U', 16.9, 'EUR', '€', '{}')`,
        [orderRow, upsellProduct, euroSite, userId],
      );
      await source.destroy();

      await migrate(db.url, MIGRATIONS);

      const after = new DataSource(typeormOptions(db.url));
      await after.initialize();
      const columns: { column_name: string }[] = await after.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'websites'`);
      const stored: { id: number; offers: StoredPrices; editableContent: EditableContent }[] = await after.query(
        `SELECT id, offers, editable_content AS "editableContent" FROM websites ORDER BY id`,
      );
      const [order] = await after.query(`SELECT ${orderColumns('o')} FROM orders o WHERE o.id = $1`, [orderRow]);
      const [upsell] = await after.query(`SELECT total_price AS minor, ${minorAsMajor('total_price')} AS major FROM upsell_orders WHERE original_order_id = $1`, [orderRow]);
      const [product] = await after.query(`SELECT original_price, discount_price, savings FROM upsell_products WHERE id = $1`, [upsellProduct]);
      await after.destroy();
      // Stored in minor units, read as the amounts they were.
      expect(order.totalPrice).toBe(134.99);
      expect(upsell).toEqual({ minor: '1690', major: 16.9 });
      expect(product).toEqual({ original_price: '2999', discount_price: '1690', savings: '1309' });
      expect(columns.map((c) => c.column_name)).toContain('offers');
      for (const gone of ['current_price', 'original_price', 'price_anchoring', 'quantity_offers']) expect(columns.map((c) => c.column_name)).not.toContain(gone);

      for (const { seed, id, before } of seeded) {
        const row = stored.find((r) => r.id === id)!;
        expect(row.editableContent, seed.name).not.toHaveProperty('quantityData');
        // Minor units: whole integers.
        for (const o of row.offers.offers) expect(Number.isInteger(o.price), seed.name).toBe(true);
        const entity = { ...before, offers: row.offers, editableContent: row.editableContent, createdAt: new Date(before.createdAt), updatedAt: new Date(before.updatedAt) } as unknown as Website;
        const answer = toWebsiteResponse(entity);

        // The API answer: identical where the old fields agreed.
        if (seed.consistent) for (const f of PRICE_FIELDS) expect(answer[f], `${seed.name}: ${f}`).toEqual(before[f]);
        else expect(answer, seed.name).toMatchObject(seed.expected!);

        // The rendered page: the same document, every figure included.
        const page = build.render(pageModel(answer), build.assets).html;
        expect(page, seed.name).toBe(build.render(pageModel(before), build.assets).html);
        expect(page, seed.name).toContain(formatMoney(answer.currentPrice, answer.currency));

        // Orders: what 1, 2 and 3 pieces cost (orders were priced from quantityOffers: 1 → single, 2 → double, 3 → triple).
        const old = before.quantityOffers as QuantityOffers;
        if (old.single?.price) {
          for (const quantity of [1, 2, 3] as const) {
            expect(fromMinor(offerTotal(row.offers, quantity, before.currency)), `${seed.name}: ${quantity} pieces`).toBe(roundMoney(old[(['single', 'double', 'triple'] as const)[quantity - 1]].price, before.currency));
          }
        }
      }

      // Both migrations undone: the five fields and the numeric money again, as they were where they agreed.
      const back = new DataSource({ ...typeormOptions(db.url), migrations: MIGRATIONS });
      await back.initialize();
      try {
        await back.undoLastMigration({ transaction: 'all' });
        await back.undoLastMigration({ transaction: 'all' });
        const old = await back.query(
          `SELECT id, current_price::float8 AS "currentPrice", original_price::float8 AS "originalPrice", price_anchoring AS "priceAnchoring",
                  quantity_offers AS "quantityOffers", editable_content AS "editableContent" FROM websites ORDER BY id`,
        );
        for (const { seed, id, before } of seeded.filter((s) => s.seed.consistent)) {
          const row = old.find((r: { id: number }) => r.id === id);
          for (const f of PRICE_FIELDS) expect(row[f], `undone, ${seed.name}: ${f}`).toEqual(before[f]);
        }
        const [{ total }] = await back.query(`SELECT total_price::float8 AS total FROM orders WHERE id = $1`, [orderRow]);
        expect(total).toBe(134.99);
      } finally {
        await back.destroy();
      }
    } finally {
      await db.drop();
    }
  });
});
