import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order integrations: room for encrypted secrets, the Conversions API token, what the order
 * form's request tells about the visitor (for Meta's matching), and the delivery state of each order per channel.
 */
export class Integrations1764300000000 implements MigrationInterface {
  name = 'Integrations1764300000000';

  async up(q: QueryRunner): Promise<void> {
    // Secrets are stored sealed ('enc:v1:' + base64url of nonce, tag and ciphertext): longer than the plain value.
    await q.query(`
      ALTER TABLE users
        ALTER COLUMN telegram_bot_id TYPE varchar(1024),
        ALTER COLUMN trackify_api_key TYPE varchar(1024),
        ALTER COLUMN trackify_api_key_srb TYPE varchar(1024),
        ADD COLUMN facebook_capi_token varchar(1024)`);
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN client_user_agent varchar(512),
        ADD COLUMN fbp varchar(256),
        ADD COLUMN fbc varchar(512),
        ADD COLUMN source_url varchar(2048)`);

    // One row per order (or upsell order, by its public number) and channel: what the seller sees on /orders,
    // and the guard that makes a repeated or concurrent job send nothing twice (see DeliveryLedger).
    await q.query(`
      CREATE TABLE deliveries (
        ref varchar(32) NOT NULL,
        channel varchar(16) NOT NULL CHECK (channel IN ('telegram', 'sheets', 'capi', 'shipment')),
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        upsell_order_id integer REFERENCES upsell_orders (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'sending', 'sent', 'failed', 'off')),
        reason varchar(500),
        attempts integer NOT NULL DEFAULT 0,
        lease_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        PRIMARY KEY (ref, channel)
      )`);
    await q.query(`CREATE INDEX deliveries_order_idx ON deliveries (order_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE deliveries`);
    await q.query(`ALTER TABLE orders DROP COLUMN client_user_agent, DROP COLUMN fbp, DROP COLUMN fbc, DROP COLUMN source_url`);
    await q.query(`ALTER TABLE users DROP COLUMN facebook_capi_token`);
  }
}
