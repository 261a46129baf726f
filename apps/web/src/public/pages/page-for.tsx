import type { PublicPageModel } from '@cod/contracts';
import type { ReactElement } from 'react';
import type { HeadTags } from '../document.js';
import type { PublicPageData } from '../page-data.js';
import { NotFoundPage } from './NotFoundPage.js';

export interface PageParts {
  status: number;
  head: HeadTags;
  element: ReactElement;
  data: PublicPageData;
}

/** Chooses the page component and head tags for a model. */
export function pageFor(model: PublicPageModel): PageParts {
  switch (model.kind) {
    default:
      return {
        status: 404,
        head: { title: '404 - Stranica nije pronađena', noindex: true },
        element: <NotFoundPage />,
        data: { kind: model.kind, pixelId: null },
      };
  }
}
