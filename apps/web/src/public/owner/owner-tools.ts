import type { UpdateWebsiteRequest, WebsiteResponse } from '@cod/contracts';
import type { PublicPageData } from '../page-data.js';
import { advertorialEditor } from './advertorial-edit.js';
import { editModeToggle, type EditMode } from './edit-mode.js';
import type { EditPart, OwnerContext } from './owner-context.js';
import { imageReplacer } from './image-replace.js';
import { createNotice } from './notice.js';
import { loadSite, saveSite, type OwnerSession } from './owner-api.js';

/**
 * The owner chunk (spec 001 §2.2 "Owner edit mode on the public page", §4, §6): fetched by owner/loader
 * only after GET /api/auth/me answered a user, never referenced by the page's HTML. Edit mode becomes
 * available when GET /api/websites/id/{id} answers (the owner or an admin) and the owner may edit
 * (editableByClient, or the user is an admin).
 */

/** What the parts of edit mode share. */

/** The saved site: the server's answer, or (should it answer something else) the body laid over what we had. */
function afterSave(before: WebsiteResponse, body: UpdateWebsiteRequest, answer: unknown): WebsiteResponse {
  if (answer && typeof answer === 'object' && (answer as WebsiteResponse).id === before.id) return answer as WebsiteResponse;
  const editableContent = body.editableContent ? { ...before.editableContent, ...body.editableContent } : before.editableContent;
  return { ...before, ...body, editableContent } as WebsiteResponse;
}

export async function startOwnerTools(session: OwnerSession, page: PublicPageData, doc: Document = document): Promise<EditMode | null> {
  if (!page.websiteId) return null;
  let current: WebsiteResponse;
  try {
    current = await loadSite(session, page.websiteId);
  } catch {
    return null; // not this user's site (404), or signed out meanwhile
  }
  // What only the owner sees (the production-domain banner on the platform's own host).
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>('[data-owner-notice]'))) el.hidden = false;
  if (!current.editableByClient && session.user.role !== 'admin') return null;

  let queue: Promise<unknown> = Promise.resolve();
  const ctx: OwnerContext = {
    doc,
    page,
    session,
    notice: createNotice(doc),
    site: () => current,
    save(build) {
      const run = queue.then(async () => {
        const body = build(current);
        // keepalive: a save in flight outlives the page, so a reload right after a change does not cut it.
        current = afterSave(current, body, await saveSite(session, current.id, body, { keepalive: true }));
        return current;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
  const parts = [imageReplacer(ctx), advertorialEditor(ctx)].filter((p): p is EditPart => p !== null);
  return editModeToggle(ctx, parts);
}
