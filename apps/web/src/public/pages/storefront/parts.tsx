import type { StorefrontPageModel } from '@cod/contracts';
import type { PageParts } from '../page-parts.js';
import { StorefrontPage } from './StorefrontPage.js';

export function storefrontParts(model: StorefrontPageModel): PageParts {
  return {
    status: 200,
    head: {
      title: `${model.shop?.shopName ?? 'Prodavnica'} – ponude uz plaćanje pouzećem`,
      description: 'Proizvodi uz plaćanje pouzećem: naručite bez registracije i platite kuriru kada paket stigne.',
      canonicalUrl: model.canonicalUrl,
      ogType: 'website',
      themeColor: '#ea580c',
    },
    element: <StorefrontPage model={model} />,
    data: { kind: model.kind, pixelId: model.pixelId },
  };
}
