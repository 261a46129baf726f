import {
  PUBLIC_STYLE_SHEETS,
  type PublicAssets,
  type PublicPageModel,
  type PublicStyleSheet,
  type RenderedPublicPage,
  type ThankYouShell,
  type ThankYouShellOrder,
  type ThankYouUpsellPageModel,
} from '@cod/contracts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The built public side of apps/web: the renderer (dist-ssr) and the page assets (dist). */
export interface PublicWebBuild {
  assets: PublicAssets;
  render(model: PublicPageModel, assets: PublicAssets): RenderedPublicPage;
  /** A site's thank-you page with the order's values as slots (null: it is rendered per order). */
  thankYouShell(model: ThankYouUpsellPageModel, assets: PublicAssets): ThankYouShell | null;
  /** One order's thank-you page from its site's shell (null: the order's values cannot stand in it as they are). */
  fillThankYouShell(shell: ThankYouShell, order: ThankYouShellOrder): string | null;
}

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
}

export class WebBuildMissingError extends Error {}

/** The manifest key of a stylesheet: its source in apps/web (vite.public.config.ts builds one per sheet). */
export const publicStyleSource = (sheet: PublicStyleSheet) => `src/public/styles/${sheet}.css`;

/** Loads the renderer and the manifest of the public build; a missing build is a clear error. */
export async function loadPublicWebBuild(webDistDir: string, ssrDir: string): Promise<PublicWebBuild> {
  let manifest: Record<string, ManifestEntry>;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(webDistDir, 'public-manifest.json'), 'utf8'));
  } catch {
    throw new WebBuildMissingError(`The public pages are not built (${path.join(webDistDir, 'public-manifest.json')} is missing). Run \`npm run build\`.`);
  }
  const script = Object.values(manifest).find((e) => e.isEntry && e.file.endsWith('.js'));
  if (!script) throw new WebBuildMissingError('The public build manifest names no script.');
  const css = {} as Record<PublicStyleSheet, string>;
  for (const sheet of PUBLIC_STYLE_SHEETS) {
    const entry = manifest[publicStyleSource(sheet)];
    if (!entry) throw new WebBuildMissingError(`The public build manifest names no ${sheet} stylesheet. Run \`npm run build\`.`);
    css[sheet] = await fs.readFile(path.join(webDistDir, entry.file), 'utf8');
  }
  const rendererFile = path.join(ssrDir, 'entry-server.js');
  let renderer: { renderPublicPage: PublicWebBuild['render']; renderThankYouShell: PublicWebBuild['thankYouShell']; fillThankYouShell: PublicWebBuild['fillThankYouShell'] };
  try {
    renderer = await import(pathToFileURL(rendererFile).href);
  } catch (err) {
    throw new WebBuildMissingError(`The public page renderer could not be loaded from ${rendererFile}: ${(err as Error).message}`);
  }
  return {
    assets: { script: `/${script.file}`, css },
    render: renderer.renderPublicPage,
    thankYouShell: renderer.renderThankYouShell,
    fillThankYouShell: renderer.fillThankYouShell,
  };
}
