/**
 * Served from a preview/dev host (spec 001 §2.2): pixel events will not show in the events manager;
 * a button opens the same path on the production domain. `ownerOnly`: on the platform's own host, which
 * buyers may open too, it is hidden until the owner's tools show it (owner/owner-tools.ts).
 */
export function PreviewBanner({ productionUrl, ownerOnly = false }: { productionUrl: string; ownerOnly?: boolean }) {
  return (
    <div className="bg-gray-900 px-4 py-2 text-center text-sm text-white" data-testid="preview-banner" hidden={ownerOnly} data-owner-notice={ownerOnly ? '' : undefined}>
      <span>Pregled na razvojnom domenu: događaji piksela se ovde neće prikazati u Events Manager-u.</span>{' '}
      <a href={productionUrl} className="ml-1 inline-block rounded-md bg-white px-2 py-0.5 font-semibold text-gray-900 underline-offset-2 hover:underline">
        Otvori na produkcijskom domenu
      </a>
    </div>
  );
}
