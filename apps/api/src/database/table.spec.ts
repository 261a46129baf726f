import { describe, expect, it } from 'vitest';
import { defineTable, type RowOf } from './table.js';

const T = defineTable('things', {
  id: { sql: 'int' },
  ownerId: { sql: 'int', insert: true },
  price: { sql: 'numeric', insert: true },
  data: { sql: 'jsonb', insert: true },
  seenAt: { sql: 'timestamptz', nullable: true },
});

describe('defineTable', () => {
  it('derives the insert: snake_case columns of the insert fields, placeholders, values (jsonb as JSON text)', () => {
    expect(T.insertList).toBe('owner_id, price, data');
    expect(T.placeholders()).toBe('$1, $2, $3');
    expect(T.placeholders(2)).toBe('$2, $3, $4');
    expect(T.insertValues({ ownerId: 7, price: 12.5, data: { a: 1 } })).toEqual([7, 12.5, '{"a":1}']);
  });

  it('derives the select list: numeric as numbers, times as ISO strings, fields as aliases', () => {
    expect(T.select('t')).toBe(
      `t.id AS "id", t.owner_id AS "ownerId", t.price::float8 AS "price", t.data AS "data", ` +
        `to_char(t.seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "seenAt"`,
    );
    expect(T.select()).toContain('things.owner_id AS "ownerId"');
  });

  it('derives the row type', () => {
    const row: RowOf<typeof T.columns> = { id: 1, ownerId: 2, price: 3.5, data: null, seenAt: null };
    expect(row.seenAt).toBeNull();
  });
});
