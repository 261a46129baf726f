import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's (and an upsell order's) seller is its website's owner: one foreign key on (website_id, user_id)
 * to the website, in place of one to the website and one to the user. The database now refuses an order whose
 * `user_id` is not its site's owner (before, each column was checked alone), and an order costs one key check
 * instead of two (a lock of the user's row per order less). Deleting a user still deletes their orders, through
 * their websites; an owner change would carry the orders with it.
 */
export class OrderOwnerIsSiteOwner1767100000000 implements MigrationInterface {
  name = 'OrderOwnerIsSiteOwner1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE websites ADD CONSTRAINT websites_id_owner_key UNIQUE (id, user_id)`);
    for (const table of ['orders', 'upsell_orders']) {
      await q.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_website_owner_fkey FOREIGN KEY (website_id, user_id)
           REFERENCES websites (id, user_id) ON DELETE CASCADE ON UPDATE CASCADE`,
      );
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_website_id_fkey, DROP CONSTRAINT ${table}_user_id_fkey`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['orders', 'upsell_orders']) {
      await q.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
                              ADD CONSTRAINT ${table}_website_id_fkey FOREIGN KEY (website_id) REFERENCES websites (id) ON DELETE CASCADE`,
      );
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_website_owner_fkey`);
    }
    await q.query(`ALTER TABLE websites DROP CONSTRAINT websites_id_owner_key`);
  }
}
