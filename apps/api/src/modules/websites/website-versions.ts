import { WEBSITE_VERSIONS_KEPT, type WebsiteVersionContent, type WebsiteVersionItem } from '@cod/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The table of saved versions (website_versions): every save keeps the content as it was before,
 * the last WEBSITE_VERSIONS_KEPT per site. Called inside the save's transaction, with the site's row locked.
 */
export async function keepVersion(m: EntityManager, websiteId: number, userId: number, content: WebsiteVersionContent): Promise<void> {
  await m.query(`INSERT INTO website_versions (website_id, user_id, content) VALUES ($1, $2, $3)`, [websiteId, userId, JSON.stringify(content)]);
  await m.query(
    `DELETE FROM website_versions
      WHERE website_id = $1
        AND id < (SELECT min(id) FROM (SELECT id FROM website_versions WHERE website_id = $1 ORDER BY id DESC LIMIT $2) AS kept)`,
    [websiteId, WEBSITE_VERSIONS_KEPT],
  );
}

/** The saved versions of a site, newest first. */
export async function listVersions(m: EntityManager, websiteId: number): Promise<WebsiteVersionItem[]> {
  const rows: { id: number; createdAt: Date; title: string | null }[] = await m.query(
    `SELECT id, created_at AS "createdAt", content->>'title' AS title FROM website_versions WHERE website_id = $1 ORDER BY id DESC LIMIT $2`,
    [websiteId, WEBSITE_VERSIONS_KEPT],
  );
  return rows.map((r) => ({ id: r.id, createdAt: new Date(r.createdAt).toISOString(), title: r.title ?? '' }));
}

/** One version's content, only when it belongs to this site. */
export async function versionContent(m: EntityManager, websiteId: number, versionId: number): Promise<WebsiteVersionContent | null> {
  const [row] = await m.query(`SELECT content FROM website_versions WHERE id = $1 AND website_id = $2`, [versionId, websiteId]);
  return row ? (row.content as WebsiteVersionContent) : null;
}
