import type { OrderRecord } from '@cod/contracts';

/** A row of `orders`: the stored order of contracts plus our own bookkeeping that never leaves the server. */
export interface OrderRow extends OrderRecord, OrderVisitor {
  idempotencyKey: string | null;
  /** contracts `addressKey` of the address and city: what the duplicate mark compares (null before it was kept). */
  addressKey: string | null;
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

interface ColumnDef {
  sql: 'int' | 'smallint' | 'varchar' | 'text' | 'numeric' | 'boolean' | 'timestamptz';
  /** Written by the order insert (the others have defaults or are set later). */
  insert?: true;
}

/**
 * The columns of `orders` (migration 1764000000000-Orders), named by their field: the order insert, the
 * select list and the draft type are derived from here. Column names are the fields in snake_case.
 */
const ORDER_COLUMNS = {
  id: { sql: 'int' },
  userId: { sql: 'int', insert: true },
  websiteId: { sql: 'int', insert: true },
  orderId: { sql: 'varchar', insert: true },
  productId: { sql: 'varchar', insert: true },
  quantity: { sql: 'smallint', insert: true },
  totalPrice: { sql: 'numeric', insert: true },
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
} as const satisfies Record<keyof OrderRow, ColumnDef>;

type Columns = typeof ORDER_COLUMNS;
type InsertField = { [K in keyof Columns]: Columns[K] extends { insert: true } ? K : never }[keyof Columns];

/** An order ready to store: priced, normalised and checked. */
export type OrderDraft = Pick<OrderRow, InsertField>;

const FIELDS = Object.keys(ORDER_COLUMNS) as (keyof OrderRow)[];
const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields the insert writes, with their SQL types (for unnest of one array per column). */
export const INSERT_COLUMNS = FIELDS.filter((f) => (ORDER_COLUMNS[f] as ColumnDef).insert).map((field) => ({
  field: field as InsertField,
  column: columnOf(field),
  sql: ORDER_COLUMNS[field].sql,
}));

/** A timestamptz column read as Date#toISOString writes times ('2026-11-24T09:20:00.000Z'). */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** How a column is read so the row arrives as an OrderRow: numbers as numbers, times as ISO strings (as Date#toISOString writes them). */
function readColumn(field: keyof OrderRow, table: string): string {
  const column = `${table}.${columnOf(field)}`;
  switch (ORDER_COLUMNS[field].sql) {
    case 'numeric':
      return `${column}::float8`;
    case 'timestamptz':
      return isoTime(column);
    default:
      return column;
  }
}

/** The select list (or RETURNING list) that reads `orders` rows as OrderRow; `table` is the table's name or alias. */
export function orderColumns(table = 'orders'): string {
  return FIELDS.map((field) => `${readColumn(field, table)} AS "${field}"`).join(', ');
}
