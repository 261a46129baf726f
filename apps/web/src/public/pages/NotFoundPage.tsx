import { STOREFRONT_PATH, UI, type PublicPageModel } from '@cod/contracts';
import type { PageParts } from './page-parts.js';

/** The 404 screen of a missing or unavailable site (spec 001 §2.2); 'back to the start' is the storefront or the seller's home. */
export function NotFoundPage({ homeUrl }: { homeUrl: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-7 text-center shadow-sm ring-1 ring-black/5 sm:p-10">
        <p className="bg-gradient-to-br from-brand to-brand-2 bg-clip-text text-7xl font-black leading-none tracking-tight text-transparent sm:text-8xl" aria-hidden="true">
          404
        </p>
        <div className="mx-auto mt-4 h-1 w-12 rounded-full bg-brand/30" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold text-gray-900 sm:text-2xl">{UI.siteNotFoundTitle}</h1>
        <p className="mt-3 text-gray-600">Website sa ovom adresom ne postoji ili trenutno nije dostupan.</p>
        <a
          href={homeUrl}
          data-testid="home-link"
          className="mt-7 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:w-auto"
        >
          <span aria-hidden="true">←</span> Nazad na početnu
        </a>
      </div>
    </main>
  );
}

/** Every model the router has no page for: the 404 screen, status 404, out of search engines. */
export function notFoundParts(model: Pick<PublicPageModel, 'kind'> & { homeUrl?: string }): PageParts {
  return {
    status: 404,
    head: { title: UI.siteNotFoundTitle, noindex: true },
    element: <NotFoundPage homeUrl={model.homeUrl ?? `/${STOREFRONT_PATH}`} />,
    data: { kind: model.kind, pixelId: null },
  };
}
