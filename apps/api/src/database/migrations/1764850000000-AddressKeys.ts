import { addressKey } from '@cod/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const BATCH = 5_000;

/**
 * Addresses compared by one key (contracts `addressKey`: Cyrillic in Latin, no marks, no 'br.'/'ulica'): the
 * orders keep theirs for the duplicate mark, and the blocklist's keys are recomputed the same way (the old
 * fold dropped every Cyrillic letter). The key is computed by the contracts' function, not in SQL, so the
 * order path, the blocklist and this backfill cannot disagree.
 */
export class AddressKeys1764850000000 implements MigrationInterface {
  name = 'AddressKeys1764850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN address_key varchar(400)`);
    for (let last = 0; ; ) {
      const rows: { id: number; address: string; city: string }[] = await q.query(
        `SELECT id, address, city FROM orders WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
        [last],
      );
      if (!rows.length) break;
      await q.query(`UPDATE orders o SET address_key = k.key FROM unnest($1::int[], $2::varchar[]) AS k(id, key) WHERE o.id = k.id`, [
        rows.map((r) => r.id),
        rows.map((r) => addressKey(r.address, r.city)),
      ]);
      last = rows[rows.length - 1].id;
    }
    await q.query(`CREATE INDEX orders_user_address_idx ON orders (user_id, address_key, created_at)`);

    // A block keeps its address as 'address, city' (the order's two fields joined); its order tells them apart.
    const blocks: { id: number; userId: number; value: string; address: string | null; city: string | null }[] = await q.query(`
      SELECT b.id, b.user_id AS "userId", b.value, o.address, o.city
        FROM order_blocks b LEFT JOIN orders o ON o.order_id = b.from_order_id
       WHERE b.kind = 'address' ORDER BY b.id`);
    const seen = new Set<string>();
    await q.query(`UPDATE order_blocks SET key = 'old:' || id WHERE kind = 'address'`);
    for (const b of blocks) {
      const split = b.value.lastIndexOf(', ');
      const key = b.address !== null ? addressKey(b.address, b.city ?? '') : addressKey(split < 0 ? b.value : b.value.slice(0, split), split < 0 ? '' : b.value.slice(split + 2));
      // Two old blocks of one address now share a key: one is enough.
      if (seen.has(`${b.userId}|${key}`)) await q.query(`DELETE FROM order_blocks WHERE id = $1`, [b.id]);
      else await q.query(`UPDATE order_blocks SET key = $2 WHERE id = $1`, [b.id, key]);
      seen.add(`${b.userId}|${key}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_user_address_idx`);
    await q.query(`ALTER TABLE orders DROP COLUMN address_key`);
  }
}
