import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The webhook deliveries of logged events are queued once per statement (a transition table of the rows it
 * logged) instead of one PL/pgSQL call per row: an order batch logs up to 256 events in one statement. Same
 * rows, in the same transaction as the events.
 */
export class WebhookQueueByStatement1766900000000 implements MigrationInterface {
  name = 'WebhookQueueByStatement1766900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION cod_queue_webhooks_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO webhook_deliveries (event_id, user_id, type)
        SELECT e.id, w.user_id, k.kind
          FROM logged e
          CROSS JOIN LATERAL (SELECT CASE WHEN e.name = 'order.updated' AND e.data ? 'shipmentStatus' THEN 'shipment.updated' ELSE e.name END AS kind) k
          JOIN webhook_endpoints w ON w.user_id = e.user_id AND k.kind = ANY (w.events)
         ORDER BY e.id
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER events_queue_webhooks ON events`);
    await q.query(`DROP FUNCTION cod_queue_webhooks()`);
    await q.query(`CREATE TRIGGER events_queue_webhooks AFTER INSERT ON events REFERENCING NEW TABLE AS logged FOR EACH STATEMENT EXECUTE FUNCTION cod_queue_webhooks_of_statement()`);
  }

  async down(q: QueryRunner): Promise<void> {
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
    await q.query(`DROP TRIGGER events_queue_webhooks ON events`);
    await q.query(`DROP FUNCTION cod_queue_webhooks_of_statement()`);
    await q.query(`CREATE TRIGGER events_queue_webhooks AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION cod_queue_webhooks()`);
  }
}
