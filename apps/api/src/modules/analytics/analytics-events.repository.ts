import type pg from 'pg';

/** One page event as it is written (the visitor already a daily hash). */
export interface StoredEvent {
  day: string;
  at: Date;
  websiteId: number;
  visitor: string;
  event: string;
  source: string;
  medium: string | null;
  campaign: string;
  arm: string;
  path: string | null;
}

/**
 * One statement per batch: the raw events into their day's partition, the day's new visitors (each once per
 * site and day, and once per arm of a test they saw), and the roll-up the seller's screen reads — views and
 * steps per site, day, source, campaign and arm, the new visitors under the source of their first event of the
 * day, and the arms' new visitors (`arm_visitors`) under their first event in that arm. Rows are upserted in key
 * order, so two processes writing overlapping batches never deadlock.
 */
const WRITE_BATCH = `
WITH ev AS (
  SELECT * FROM unnest($1::date[], $2::timestamptz[], $3::int[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
    AS t(day, at, website_id, visitor, event, source, medium, campaign, arm, path)
), raw AS (
  INSERT INTO analytics_events (day, at, website_id, visitor, event, source, medium, campaign, arm, path)
  SELECT day, at, website_id, visitor, event, source, medium, campaign, arm, path FROM ev
) , fresh AS (
  INSERT INTO analytics_visitors (day, website_id, visitor, arm)
  SELECT DISTINCT day, website_id, visitor, '' FROM ev
  UNION SELECT DISTINCT day, website_id, visitor, arm FROM ev WHERE arm <> ''
  ON CONFLICT DO NOTHING
  RETURNING day, website_id, visitor, arm
), firsts AS (
  SELECT DISTINCT ON (f.day, f.website_id, f.visitor, f.arm) f.day, f.website_id, f.arm AS counted_in, e.source, e.campaign, e.arm
    FROM fresh f JOIN ev e ON e.day = f.day AND e.website_id = f.website_id AND e.visitor = f.visitor AND (f.arm = '' OR e.arm = f.arm)
   ORDER BY f.day, f.website_id, f.visitor, f.arm, e.at
), counts AS (
  SELECT website_id, day, source, campaign, arm, 0 AS visitors, 0 AS arm_visitors,
         count(*) FILTER (WHERE event = 'view') AS views,
         count(*) FILTER (WHERE event = 'form_open') AS form_opens,
         count(*) FILTER (WHERE event = 'checkout_start') AS checkout_starts,
         count(*) FILTER (WHERE event = 'upsell_view') AS upsell_views,
         count(*) FILTER (WHERE event = 'upsell_accept') AS upsell_accepts
    FROM ev GROUP BY 1, 2, 3, 4, 5
  UNION ALL
  SELECT website_id, day, source, campaign, arm, count(*) FILTER (WHERE counted_in = ''), count(*) FILTER (WHERE counted_in <> ''), 0, 0, 0, 0, 0
    FROM firsts GROUP BY 1, 2, 3, 4, 5
)
INSERT INTO analytics_daily (website_id, day, source, campaign, arm, visitors, arm_visitors, views, form_opens, checkout_starts, upsell_views, upsell_accepts)
SELECT website_id, day, source, campaign, arm, sum(visitors), sum(arm_visitors), sum(views), sum(form_opens), sum(checkout_starts), sum(upsell_views), sum(upsell_accepts)
  FROM counts GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
ON CONFLICT (website_id, day, source, campaign, arm) DO UPDATE SET
  visitors = analytics_daily.visitors + excluded.visitors,
  arm_visitors = analytics_daily.arm_visitors + excluded.arm_visitors,
  views = analytics_daily.views + excluded.views,
  form_opens = analytics_daily.form_opens + excluded.form_opens,
  checkout_starts = analytics_daily.checkout_starts + excluded.checkout_starts,
  upsell_views = analytics_daily.upsell_views + excluded.upsell_views,
  upsell_accepts = analytics_daily.upsell_accepts + excluded.upsell_accepts`;

export async function writeEvents(pool: pg.Pool, events: StoredEvent[]): Promise<void> {
  const col = <K extends keyof StoredEvent>(k: K) => events.map((e) => e[k]);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Counting visits must not make an order's commit wait: this commit does not wait for its WAL flush.
    await client.query('SET LOCAL synchronous_commit TO off');
    await client.query(WRITE_BATCH, [
    col('day'),
    col('at'),
    col('websiteId'),
    col('visitor'),
    col('event'),
    col('source'),
    col('medium'),
    col('campaign'),
    col('arm'),
    col('path'),
  ]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

const partitionName = (day: string) => `analytics_events_${day.replaceAll('-', '')}`;

/** The daily partitions of the raw events from `first` for `days` days (made once; a race with another process is harmless). */
export async function ensurePartitions(pool: pg.Pool, first: string, days: number): Promise<void> {
  const { rows } = await pool.query<{ day: string; next: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day, to_char(d + 1, 'YYYY-MM-DD') AS next
       FROM (SELECT g::date AS d FROM generate_series($1::date, $1::date + ($2::int - 1), interval '1 day') AS g) AS days`,
    [first, days],
  );
  const existing = new Set(
    (await pool.query<{ name: string }>(`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'analytics_events'`)).rows.map((r) => r.name),
  );
  for (const { day, next } of rows) {
    if (existing.has(partitionName(day))) continue;
    await pool.query(`CREATE TABLE IF NOT EXISTS ${partitionName(day)} PARTITION OF analytics_events FOR VALUES FROM ('${day}') TO ('${next}')`).catch((err: Error & { code?: string }) => {
      // 42P07: made by another process meanwhile; 23514: the default partition already holds that day (kept there).
      if (err.code !== '42P07' && err.code !== '23514') throw err;
    });
  }
}

/**
 * Forgets what is no longer needed: raw events before `keepFrom` (whole partitions dropped, the default
 * one's rows deleted), the visitor hashes of days before `visitorsFrom`, and the salts of past days.
 */
export async function dropOld(pool: pg.Pool, keepFrom: string, visitorsFrom: string, today: string): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
      WHERE p.relname = 'analytics_events' AND c.relname ~ '^analytics_events_[0-9]{8}$' AND c.relname < $1`,
    [partitionName(keepFrom)],
  );
  for (const { name } of rows) await pool.query(`DROP TABLE IF EXISTS ${name}`);
  await pool.query(`DELETE FROM analytics_events_default WHERE day < $1`, [keepFrom]);
  await pool.query(`DELETE FROM analytics_visitors WHERE day < $1`, [visitorsFrom]);
  await pool.query(`DELETE FROM analytics_salts WHERE day < $1`, [today]);
}

/** The salt of a day: made by the first process that asks, the same for all. */
export async function saltOf(pool: pg.Pool, day: string, fresh: Buffer): Promise<Buffer> {
  const { rows } = await pool.query<{ salt: Buffer }>(
    `WITH ins AS (INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING salt)
     SELECT salt FROM ins UNION ALL SELECT salt FROM analytics_salts WHERE day = $1 LIMIT 1`,
    [day, fresh],
  );
  return rows[0].salt;
}

/** Distinct visitors of a site with an event since `since` (the sales page's "visitors now"). */
export async function visitorsSince(pool: pg.Pool, websiteId: number, since: Date, sinceDay: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(DISTINCT visitor)::int AS n FROM analytics_events WHERE website_id = $1 AND day >= $3::date AND at >= $2`,
    [websiteId, since, sinceDay],
  );
  return rows[0].n;
}
