import { Injectable } from '@nestjs/common';
import { WEBSITE_VERSIONS_KEPT, type WebsiteVersionContent, type WebsiteVersionItem } from '@cod/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { defineTable, isoTime } from '../../database/table.js';

/** `website_versions` (migration 1764450000000-WebsiteVersions). */
const WEBSITE_VERSIONS = defineTable('website_versions', {
  id: { sql: 'int' },
  websiteId: { sql: 'int', insert: true },
  userId: { sql: 'int', insert: true, nullable: true },
  content: { sql: 'jsonb', insert: true },
  createdAt: { sql: 'timestamptz' },
});
const INSERT = `INSERT INTO website_versions (${WEBSITE_VERSIONS.insertList}) VALUES (${WEBSITE_VERSIONS.placeholders()})`;

/**
 * The table of saved versions (website_versions): every save keeps the content as it was before,
 * the last WEBSITE_VERSIONS_KEPT per site. Writes run inside the save's transaction (`tx`), with the site's row locked.
 */
@Injectable()
export class WebsiteVersionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async keep(tx: EntityManager, websiteId: number, userId: number, content: WebsiteVersionContent): Promise<void> {
    await tx.query(INSERT, WEBSITE_VERSIONS.insertValues({ websiteId, userId, content }));
    await tx.query(
      `DELETE FROM website_versions
        WHERE website_id = $1
          AND id < (SELECT min(id) FROM (SELECT id FROM website_versions WHERE website_id = $1 ORDER BY id DESC LIMIT $2) AS kept)`,
      [websiteId, WEBSITE_VERSIONS_KEPT],
    );
  }

  /** The saved versions of a site, newest first. */
  async list(websiteId: number): Promise<WebsiteVersionItem[]> {
    const rows: { id: number; createdAt: string; title: string | null }[] = await this.dataSource.query(
      `SELECT id, ${isoTime('created_at')} AS "createdAt", content->>'title' AS title FROM website_versions WHERE website_id = $1 ORDER BY id DESC LIMIT $2`,
      [websiteId, WEBSITE_VERSIONS_KEPT],
    );
    return rows.map((r) => ({ ...r, title: r.title ?? '' }));
  }

  /** One version's content, only when it belongs to this site. */
  async content(tx: EntityManager, websiteId: number, versionId: number): Promise<WebsiteVersionContent | null> {
    const [row] = await tx.query(`SELECT content FROM website_versions WHERE id = $1 AND website_id = $2`, [versionId, websiteId]);
    return row ? (row.content as WebsiteVersionContent) : null;
  }

  async removeOf(tx: EntityManager, websiteId: number): Promise<void> {
    await tx.query(`DELETE FROM website_versions WHERE website_id = $1`, [websiteId]);
  }
}
