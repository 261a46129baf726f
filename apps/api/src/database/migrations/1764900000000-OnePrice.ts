import { offerPrices, storedEditableContent, storedPricesOf, type StoredPrices } from '@cod/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const BATCH = 2_000;

interface OldRow {
  id: number;
  currentPrice: string;
  originalPrice: string | null;
  priceAnchoring: unknown;
  quantityOffers: unknown;
  editableContent: Record<string, unknown> | null;
  currency: string;
  currencySymbol: string;
}

/**
 * One price: a site's price was kept five ways (current_price, original_price,
 * price_anchoring, quantity_offers, editable_content.quantityData); it becomes one list of offers in minor
 * units (`websites.offers`, contracts `StoredPrices`), from which every price field is derived by
 * `offerPrices`. Each row is converted by the contracts' `storedPricesOf`, which keeps what today's page and
 * today's order pricing read where the old fields disagree; then the old columns go.
 */
export class OnePrice1764900000000 implements MigrationInterface {
  name = 'OnePrice1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE websites ADD COLUMN offers jsonb`);
    for (let last = 0; ; ) {
      const rows: OldRow[] = await q.query(
        `SELECT id, current_price AS "currentPrice", original_price AS "originalPrice", price_anchoring AS "priceAnchoring",
                quantity_offers AS "quantityOffers", editable_content AS "editableContent", currency, currency_symbol AS "currencySymbol"
           FROM websites WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
        [last],
      );
      if (!rows.length) break;
      const offers = rows.map((r) =>
        storedPricesOf(
          {
            currentPrice: Number(r.currentPrice),
            originalPrice: r.originalPrice === null ? null : Number(r.originalPrice),
            priceAnchoring: isObject(r.priceAnchoring) ? r.priceAnchoring : null,
            quantityOffers: isObject(r.quantityOffers) ? r.quantityOffers : null,
            editableContent: r.editableContent,
          },
          r.currency || 'RSD',
          r.currencySymbol || r.currency || 'RSD',
        ),
      );
      await q.query(
        `UPDATE websites w SET offers = v.offers, editable_content = v.content
           FROM unnest($1::int[], $2::jsonb[], $3::jsonb[]) AS v(id, offers, content) WHERE w.id = v.id`,
        [rows.map((r) => r.id), offers.map((o) => JSON.stringify(o)), rows.map((r) => JSON.stringify(storedEditableContent(r.editableContent)))],
      );
      last = rows[rows.length - 1].id;
    }
    await q.query(`ALTER TABLE websites ALTER COLUMN offers SET NOT NULL`);
    await q.query(`ALTER TABLE websites DROP COLUMN current_price, DROP COLUMN original_price, DROP COLUMN price_anchoring, DROP COLUMN quantity_offers`);
  }

  /** The five fields again, as `offerPrices` answers them. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE websites ADD COLUMN price_anchoring jsonb, ADD COLUMN quantity_offers jsonb,
        ADD COLUMN current_price numeric(12, 2), ADD COLUMN original_price numeric(12, 2)`);
    const rows: { id: number; offers: StoredPrices; editableContent: Record<string, unknown>; currency: string; currencySymbol: string }[] = await q.query(
      `SELECT id, offers, editable_content AS "editableContent", currency, currency_symbol AS "currencySymbol" FROM websites`,
    );
    for (const r of rows) {
      const p = offerPrices(r.offers, r.currency, r.currencySymbol || r.currency);
      const content = p.quantityData !== undefined ? { ...r.editableContent, quantityData: p.quantityData } : r.editableContent;
      await q.query(
        `UPDATE websites SET price_anchoring = $2, quantity_offers = $3, current_price = $4, original_price = $5, editable_content = $6 WHERE id = $1`,
        [r.id, JSON.stringify(p.priceAnchoring), JSON.stringify(p.quantityOffers), p.currentPrice, p.originalPrice, JSON.stringify(content)],
      );
    }
    await q.query(`ALTER TABLE websites ALTER COLUMN price_anchoring SET NOT NULL, ALTER COLUMN quantity_offers SET NOT NULL, ALTER COLUMN current_price SET NOT NULL`);
    await q.query(`ALTER TABLE websites DROP COLUMN offers`);
  }
}

const isObject = (v: unknown): v is Record<string, never> => !!v && typeof v === 'object' && !Array.isArray(v);
