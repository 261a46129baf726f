import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbound webhooks: a seller's endpoint (address, event types, signing secret sealed), and one delivery per
 * event log entry the endpoint wants — made by a trigger on `events` in the very transaction that logs the
 * event (so no change is ever committed without its webhook, and none is queued twice: the event's id is its key).
 */
export class Webhooks1766800000000 implements MigrationInterface {
  name = 'Webhooks1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        url varchar(2000) NOT NULL,
        events varchar(30)[] NOT NULL,
        secret varchar NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        event_id bigint NOT NULL,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type varchar(30) NOT NULL,
        state varchar(10) NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        last_status integer,
        last_error varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        PRIMARY KEY (event_id, user_id)
      )`);
    await q.query(`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_at) WHERE state = 'waiting'`);
    await q.query(`CREATE INDEX webhook_deliveries_user_idx ON webhook_deliveries (user_id, created_at DESC)`);
    await q.query(`
      CREATE FUNCTION cod_queue_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE kind varchar(30);
      BEGIN
        kind := CASE WHEN NEW.name = 'order.updated' AND NEW.data ? 'shipmentStatus' THEN 'shipment.updated' ELSE NEW.name END;
        INSERT INTO webhook_deliveries (event_id, user_id, type)
        SELECT NEW.id, w.user_id, kind FROM webhook_endpoints w WHERE w.user_id = NEW.user_id AND kind = ANY (w.events)
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER events_queue_webhooks AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION cod_queue_webhooks()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER events_queue_webhooks ON events`);
    await q.query(`DROP FUNCTION cod_queue_webhooks()`);
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_endpoints`);
  }
}
