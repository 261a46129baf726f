import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Websites (spec 001 §3 Website: nested parts as jsonb) and their upsell products. */
export class Websites1763900000000 implements MigrationInterface {
  name = 'Websites1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE websites (
        id serial PRIMARY KEY,
        product_id varchar(32) NOT NULL UNIQUE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        custom_url varchar(60) NOT NULL,
        title varchar(300) NOT NULL,
        short_name varchar(120) NOT NULL,
        hook text NOT NULL,
        bullets jsonb NOT NULL DEFAULT '[]',
        long_description text NOT NULL DEFAULT '',
        faq jsonb NOT NULL DEFAULT '[]',
        images jsonb NOT NULL DEFAULT '[]',
        palette jsonb NOT NULL,
        price_anchoring jsonb NOT NULL,
        quantity_offers jsonb NOT NULL,
        currency varchar(8) NOT NULL DEFAULT 'RSD',
        currency_symbol varchar(8) NOT NULL DEFAULT 'RSD',
        current_price numeric(12, 2) NOT NULL,
        original_price numeric(12, 2),
        target_market varchar(16) NOT NULL DEFAULT 'Serbia',
        template_name varchar(32) NOT NULL DEFAULT 'Minimalistic',
        sku varchar(64),
        product_link varchar(2048) NOT NULL,
        seo_title varchar(60) NOT NULL,
        seo_description varchar(155) NOT NULL,
        keywords jsonb NOT NULL DEFAULT '[]',
        preview_mode varchar(16) NOT NULL DEFAULT 'customer',
        testimonials jsonb NOT NULL DEFAULT '[]',
        ai_copy jsonb,
        urgency_elements jsonb NOT NULL,
        benefits_section jsonb,
        problem_solution_sections jsonb NOT NULL DEFAULT '[]',
        design_recommendations jsonb NOT NULL,
        advertorial_story jsonb,
        editable_content jsonb NOT NULL DEFAULT '{}',
        editable_by_client boolean NOT NULL DEFAULT true,
        upsell_product_links jsonb NOT NULL DEFAULT '[]',
        has_upsell_products boolean NOT NULL DEFAULT false,
        sections jsonb NOT NULL DEFAULT '["hero","features","testimonials","faq"]',
        source jsonb,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX websites_custom_url_key ON websites (lower(custom_url))`);
    await q.query(`CREATE INDEX websites_user_id_idx ON websites (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX websites_active_idx ON websites (created_at DESC) WHERE is_active`);

    await q.query(`
      CREATE TABLE upsell_products (
        id serial PRIMARY KEY,
        website_id integer NOT NULL REFERENCES websites (id) ON DELETE CASCADE,
        original_url varchar(2048) NOT NULL,
        title varchar(300) NOT NULL,
        urgent_description text NOT NULL DEFAULT '',
        original_price numeric(12, 2) NOT NULL,
        discount_price numeric(12, 2) NOT NULL,
        savings numeric(12, 2) NOT NULL DEFAULT 0,
        images jsonb NOT NULL DEFAULT '[]',
        features jsonb NOT NULL DEFAULT '[]',
        stock_left integer NOT NULL DEFAULT 5,
        sku varchar(64),
        is_active boolean NOT NULL DEFAULT true,
        ai_processed boolean NOT NULL DEFAULT false,
        ai_processing_error text,
        position smallint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX upsell_products_website_idx ON upsell_products (website_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE upsell_products`);
    await q.query(`DROP TABLE websites`);
  }
}
