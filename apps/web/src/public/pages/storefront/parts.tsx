import type { StorefrontPageModel } from '@cod/contracts';
import type { PageParts } from '../page-parts.js';
import { StorefrontPage } from './StorefrontPage.js';

export function storefrontParts(model: StorefrontPageModel): PageParts {
  return {
    status: 200,
    head: {
      title: 'Prodavnica – najbolje ponude uz plaćanje pouzećem',
      description: 'Provereni proizvodi po sniženim cenama. Plaćanje pouzećem, dostava za 2-5 radnih dana.',
      canonicalUrl: model.canonicalUrl,
      ogType: 'website',
      themeColor: '#ea580c',
    },
    element: <StorefrontPage model={model} />,
    data: { kind: model.kind, pixelId: model.pixelId },
  };
}
