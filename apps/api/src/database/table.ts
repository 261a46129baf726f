/**
 * One definition per table: its columns named by their field (the column is the field in snake_case), from
 * which the insert's column list, the select list and the row type are derived, so a row read anywhere has
 * the same shape: numbers as numbers (numeric too), times as ISO strings (as Date#toISOString writes them).
 */

import { toMinor } from '@cod/contracts';

/** `minor`: money in integer minor units (bigint: the amount × 100), read and written as the major amount (49.99). */
export type SqlType = 'int' | 'smallint' | 'varchar' | 'text' | 'numeric' | 'minor' | 'boolean' | 'timestamptz' | 'jsonb';

export interface ColumnDef {
  sql: SqlType;
  /** Written by the table's insert (the others have defaults or are set later). */
  insert?: true;
  /** May be NULL. */
  nullable?: true;
}

export type ColumnDefs = Readonly<Record<string, ColumnDef>>;

interface TsTypes {
  int: number;
  smallint: number;
  numeric: number;
  minor: number;
  varchar: string;
  text: string;
  boolean: boolean;
  timestamptz: string;
  jsonb: unknown;
}

type ValueOf<D extends ColumnDef> = TsTypes[D['sql']] | (D extends { nullable: true } ? null : never);

/** A row as the select list reads it. */
export type RowOf<C extends ColumnDefs> = { -readonly [K in keyof C]: ValueOf<C[K]> };

/** The fields the insert writes. */
export type InsertFieldOf<C extends ColumnDefs> = { [K in keyof C]: C[K] extends { insert: true } ? K : never }[keyof C];

export const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A timestamptz column read as Date#toISOString writes times ('2026-11-24T09:20:00.000Z'). */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A minor-units column (or sum) read as the major amount: 14997 → 149.97. */
export const minorAsMajor = (column: string) => `(${column} / 100.0)::float8`;

/** A field's value as its column takes it: jsonb as JSON text, money in minor units. */
export function sqlValueOf(sql: SqlType, value: unknown): unknown {
  if (sql === 'jsonb') return value === null || value === undefined ? null : JSON.stringify(value);
  return sql === 'minor' && typeof value === 'number' ? toMinor(value) : value;
}

/** The SQL type of a column's values (for casts such as unnest's arrays). */
export const sqlTypeOf = (sql: SqlType) => (sql === 'minor' ? 'bigint' : sql);

/** How a column is read so it arrives as the row type says. */
function readColumn(column: string, sql: SqlType): string {
  switch (sql) {
    case 'numeric':
      return `${column}::float8`;
    case 'minor':
      return minorAsMajor(column);
    case 'timestamptz':
      return isoTime(column);
    default:
      return column;
  }
}

export interface Table<C extends ColumnDefs> {
  readonly name: string;
  readonly columns: C;
  /** The fields the insert writes, in definition order, with their columns and SQL types (for VALUES or unnest). */
  readonly insertColumns: { field: InsertFieldOf<C> & string; column: string; sql: SqlType }[];
  /** The insert's column list, in insertColumns' order ('website_id, user_id, content'). */
  readonly insertList: string;
  /** The insert's placeholders from `$first` on ('$1, $2, $3'). */
  placeholders(first?: number): string;
  /** The insert's values of a draft, in insertColumns' order (jsonb as JSON text). */
  insertValues(draft: Pick<RowOf<C>, InsertFieldOf<C>>): unknown[];
  /** The select list (or RETURNING list) that reads rows as RowOf; `alias` is the table's name or alias in the query; `only`: just these fields. */
  select(alias?: string, only?: readonly (keyof RowOf<C> & string)[]): string;
}

export function defineTable<C extends ColumnDefs>(name: string, columns: C): Table<C> {
  const fields = Object.keys(columns);
  const insertColumns = fields.filter((f) => columns[f].insert).map((field) => ({ field: field as InsertFieldOf<C> & string, column: columnOf(field), sql: columns[field].sql }));
  const lists = new Map<string, string>();
  return {
    name,
    columns,
    insertColumns,
    insertList: insertColumns.map((c) => c.column).join(', '),
    placeholders: (first = 1) => insertColumns.map((_, i) => `$${first + i}`).join(', '),
    insertValues: (draft) => insertColumns.map((c) => sqlValueOf(c.sql, draft[c.field])),
    select(alias = name, only) {
      const key = only ? `${alias}|${only.join(',')}` : alias;
      let list = lists.get(key);
      if (list === undefined) {
        list = (only ?? fields).map((f) => `${readColumn(`${alias}.${columnOf(f)}`, columns[f].sql)} AS "${f}"`).join(', ');
        lists.set(key, list);
      }
      return list;
    },
  };
}
