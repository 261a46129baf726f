import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sites made by the developer sync test are marked, so they never pass for a seller's live page. */
export class WebsiteTestFlag1764100000000 implements MigrationInterface {
  name = 'WebsiteTestFlag1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE websites ADD COLUMN is_test boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE websites DROP COLUMN is_test`);
  }
}
