import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The funnel and A/B tests: raw page events partitioned by day (partitions made ahead by the analytics
 * module; the default one catches a late day), the visitors of each day (a salted hash, only while the day
 * lasts), the daily roll-up the seller's screen reads, the day's salt, the experiments, and on each order
 * where its buyer came from and which arm of a test they saw.
 */
export class Funnel1766500000000 implements MigrationInterface {
  name = 'Funnel1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE analytics_salts (day date PRIMARY KEY, salt bytea NOT NULL)`);
    await q.query(`
      CREATE TABLE analytics_events (
        day date NOT NULL,
        at timestamptz NOT NULL,
        website_id integer NOT NULL,
        visitor uuid NOT NULL,
        event varchar(20) NOT NULL,
        source varchar(100) NOT NULL,
        medium varchar(100),
        campaign varchar(100) NOT NULL DEFAULT '',
        arm varchar(1) NOT NULL DEFAULT '',
        path varchar(300)
      ) PARTITION BY RANGE (day)`);
    await q.query(`CREATE TABLE analytics_events_default PARTITION OF analytics_events DEFAULT`);
    await q.query(`CREATE INDEX analytics_events_site_at_idx ON analytics_events (website_id, at)`);
    // arm '': the visitor seen on the site that day; 'a'/'b': seen in that arm of a test (counted apart, so a visitor
    // who came before a test started still counts in the arm they see after).
    await q.query(`CREATE TABLE analytics_visitors (day date NOT NULL, website_id integer NOT NULL, visitor uuid NOT NULL, arm varchar(1) NOT NULL DEFAULT '', PRIMARY KEY (day, website_id, visitor, arm))`);
    await q.query(`
      CREATE TABLE analytics_daily (
        website_id integer NOT NULL,
        day date NOT NULL,
        source varchar(100) NOT NULL,
        campaign varchar(100) NOT NULL DEFAULT '',
        arm varchar(1) NOT NULL DEFAULT '',
        visitors integer NOT NULL DEFAULT 0,
        arm_visitors integer NOT NULL DEFAULT 0,
        views integer NOT NULL DEFAULT 0,
        form_opens integer NOT NULL DEFAULT 0,
        checkout_starts integer NOT NULL DEFAULT 0,
        upsell_views integer NOT NULL DEFAULT 0,
        upsell_accepts integer NOT NULL DEFAULT 0,
        PRIMARY KEY (website_id, day, source, campaign, arm)
      )`);
    await q.query(`
      CREATE TABLE experiments (
        id serial PRIMARY KEY,
        website_id integer NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        changes jsonb NOT NULL,
        split smallint NOT NULL DEFAULT 50,
        status varchar(10) NOT NULL DEFAULT 'running',
        winner varchar(1),
        created_at timestamptz NOT NULL DEFAULT now(),
        stopped_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX experiments_one_running_idx ON experiments (website_id) WHERE status = 'running'`);
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN source jsonb,
        ADD COLUMN traffic_source varchar(100),
        ADD COLUMN traffic_campaign varchar(100),
        ADD COLUMN experiment_id integer,
        ADD COLUMN experiment_arm varchar(1)`);
    await q.query(`CREATE INDEX orders_experiment_idx ON orders (experiment_id) WHERE experiment_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN source, DROP COLUMN traffic_source, DROP COLUMN traffic_campaign, DROP COLUMN experiment_id, DROP COLUMN experiment_arm`);
    await q.query(`DROP TABLE experiments`);
    await q.query(`DROP TABLE analytics_daily`);
    await q.query(`DROP TABLE analytics_visitors`);
    await q.query(`DROP TABLE analytics_events`);
    await q.query(`DROP TABLE analytics_salts`);
  }
}
