import { PUBLIC_ORDER_FIELDS, type OrderRecord } from '@cod/contracts';
import { defineTable, type ColumnDef, type InsertFieldOf } from '../../database/table.js';

/** A row of `orders`: the stored order of contracts plus our own bookkeeping that never leaves the server. */
export interface OrderRow extends OrderRecord, OrderVisitor {
  idempotencyKey: string | null;
  /** contracts `addressKey` of the address and city: what the duplicate mark compares (null before it was kept). */
  addressKey: string | null;
  /** contracts `sourceOf` the order's source, and its campaign: what the funnel groups orders by. */
  trafficSource: string | null;
  trafficCampaign: string | null;
  /** The A/B test the order was placed in (with `experimentArm`). */
  experimentId: number | null;
}

/** What the order form's request told about the visitor: for the Conversions API's matching, never shown. */
export interface OrderVisitor {
  clientIp: string | null;
  clientUserAgent: string | null;
  /** Meta's browser id (`_fbp` cookie) and click id (`_fbc` cookie, or built from the page's fbclid). */
  fbp: string | null;
  fbc: string | null;
  /** The page the order was placed on (the request's Referer). */
  sourceUrl: string | null;
}

/** The visitor fields of a row, which no answer carries. */
export const VISITOR_FIELDS = ['clientIp', 'clientUserAgent', 'fbp', 'fbc', 'sourceUrl'] as const satisfies readonly (keyof OrderVisitor)[];

/**
 * The columns of `orders` (migration 1764000000000-Orders), named by their field: the order insert, the
 * select list and the draft type are derived from here. Column names are the fields in snake_case.
 */
const ORDERS = defineTable('orders', {
  id: { sql: 'int' },
  userId: { sql: 'int', insert: true },
  websiteId: { sql: 'int', insert: true },
  orderId: { sql: 'varchar', insert: true },
  productId: { sql: 'varchar', insert: true },
  quantity: { sql: 'smallint', insert: true },
  /** In minor units (bigint), read as the major amount. */
  totalPrice: { sql: 'minor', insert: true },
  currency: { sql: 'varchar', insert: true },
  currencySymbol: { sql: 'varchar', insert: true },
  firstName: { sql: 'varchar', insert: true },
  lastName: { sql: 'varchar', insert: true },
  email: { sql: 'varchar', insert: true },
  phone: { sql: 'varchar', insert: true },
  address: { sql: 'varchar', insert: true },
  city: { sql: 'varchar', insert: true },
  postalCode: { sql: 'varchar', insert: true },
  notes: { sql: 'text', insert: true },
  status: { sql: 'varchar' },
  productName: { sql: 'varchar', insert: true },
  trackingId: { sql: 'varchar' },
  notificationsSent: { sql: 'boolean' },
  upsellDelayedUntil: { sql: 'timestamptz' },
  createdAt: { sql: 'timestamptz' },
  updatedAt: { sql: 'timestamptz' },
  idempotencyKey: { sql: 'varchar', insert: true },
  addressKey: { sql: 'varchar', insert: true },
  clientIp: { sql: 'varchar', insert: true },
  clientUserAgent: { sql: 'varchar', insert: true },
  fbp: { sql: 'varchar', insert: true },
  fbc: { sql: 'varchar', insert: true },
  sourceUrl: { sql: 'varchar', insert: true },
  source: { sql: 'jsonb', insert: true },
  trafficSource: { sql: 'varchar', insert: true },
  trafficCampaign: { sql: 'varchar', insert: true },
  experimentId: { sql: 'int', insert: true },
  experimentArm: { sql: 'varchar', insert: true },
} as const satisfies Record<keyof OrderRow, ColumnDef>);

/** An order ready to store: priced, normalised and checked. */
export type OrderDraft = Pick<OrderRow, InsertFieldOf<typeof ORDERS.columns>>;

/** The fields the insert writes, with their SQL types (for unnest of one array per column). */
export const INSERT_COLUMNS = ORDERS.insertColumns;

/** The select list (or RETURNING list) that reads `orders` rows as OrderRow; `table` is the table's name or alias. */
export const orderColumns = (table = 'orders'): string => ORDERS.select(table);

const UNLISTED_FIELDS: readonly string[] = [...VISITOR_FIELDS, 'idempotencyKey'];
/** An order as the lists read it: every column but what the order form's request told about the visitor, and the form's key. */
export type ListedOrderRow = Omit<OrderRow, (typeof VISITOR_FIELDS)[number] | 'idempotencyKey'>;
const LISTED_ORDER_FIELDS = (Object.keys(ORDERS.columns) as (keyof OrderRow & string)[]).filter((f): f is keyof ListedOrderRow & string => !UNLISTED_FIELDS.includes(f));

/** The select list of ListedOrderRow: the fields left out are not read, so no answer can carry them. */
export const listedOrderColumns = (table: string): string => ORDERS.select(table, LISTED_ORDER_FIELDS);

/** What storing an order answers with: its public fields and what its event and a repeated form need. */
const STORED_ORDER_FIELDS = [...PUBLIC_ORDER_FIELDS, 'id', 'userId', 'idempotencyKey'] as const;
export type StoredOrder = Pick<OrderRow, (typeof STORED_ORDER_FIELDS)[number]>;

/** The select list of StoredOrder: the order path reads back 20 of the row's columns, not all of them. */
export const storedOrderColumns = (table: string): string => ORDERS.select(table, STORED_ORDER_FIELDS);
