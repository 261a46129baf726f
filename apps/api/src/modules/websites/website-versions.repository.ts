import { Injectable } from '@nestjs/common';
import { WEBSITE_VERSIONS_KEPT, type WebsiteVersionContent, type WebsiteVersionItem } from '@cod/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * The table of saved versions (website_versions): every save keeps the content as it was before,
 * the last WEBSITE_VERSIONS_KEPT per site. Writes run inside the save's transaction (`tx`), with the site's row locked.
 */
@Injectable()
export class WebsiteVersionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async keep(tx: EntityManager, websiteId: number, userId: number, content: WebsiteVersionContent): Promise<void> {
    await tx.query(`INSERT INTO website_versions (website_id, user_id, content) VALUES ($1, $2, $3)`, [websiteId, userId, JSON.stringify(content)]);
    await tx.query(
      `DELETE FROM website_versions
        WHERE website_id = $1
          AND id < (SELECT min(id) FROM (SELECT id FROM website_versions WHERE website_id = $1 ORDER BY id DESC LIMIT $2) AS kept)`,
      [websiteId, WEBSITE_VERSIONS_KEPT],
    );
  }

  /** The saved versions of a site, newest first. */
  async list(websiteId: number): Promise<WebsiteVersionItem[]> {
    const rows: { id: number; createdAt: Date; title: string | null }[] = await this.dataSource.query(
      `SELECT id, created_at AS "createdAt", content->>'title' AS title FROM website_versions WHERE website_id = $1 ORDER BY id DESC LIMIT $2`,
      [websiteId, WEBSITE_VERSIONS_KEPT],
    );
    return rows.map((r) => ({ id: r.id, createdAt: new Date(r.createdAt).toISOString(), title: r.title ?? '' }));
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
