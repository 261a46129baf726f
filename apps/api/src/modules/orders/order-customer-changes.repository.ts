import type { OrderCustomerField } from '@cod/contracts';
import type pg from 'pg';

/** One corrected field of the buyer's data, before and after. */
export interface CustomerFieldChange {
  field: OrderCustomerField;
  from: string | null;
  to: string | null;
}

/** The SQL of `order_customer_changes`: who corrected which of the buyer's fields, from what to what. */
export async function recordCustomerChanges(client: pg.ClientBase, orderId: number, changes: CustomerFieldChange[], by: number): Promise<void> {
  await client.query(
    `INSERT INTO order_customer_changes (order_id, field, from_value, to_value, changed_by)
     SELECT $1, c.field, c.from_value, c.to_value, $4 FROM unnest($2::varchar[], $3::varchar[], $5::varchar[]) AS c(field, from_value, to_value)`,
    [orderId, changes.map((c) => c.field), changes.map((c) => c.from), by, changes.map((c) => c.to)],
  );
}
