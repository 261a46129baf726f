import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The website editor's history: every save keeps the content as it was before (the last 20 per site). */
export class WebsiteVersions1764450000000 implements MigrationInterface {
  name = 'WebsiteVersions1764450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE website_versions (
        id serial PRIMARY KEY,
        website_id integer NOT NULL REFERENCES websites (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        content jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX website_versions_website_idx ON website_versions (website_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE website_versions`);
  }
}
