import { templateTraits, type WebsiteResponse } from '@cod/contracts';
import { TextField } from '../../../components/TextField.js';
import { T } from '../../../texts.js';
import { comparisonTextOf, type DraftUpdate, type EditorDraft } from '../editor-draft.js';
import { EditorSection } from '../EditorSection.js';
import { QuantityOptionsEditor } from '../QuantityOptionsEditor.js';
import { ClaimsEditor } from '../ClaimsEditor.js';

const num = (v: string) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/** Prices: the price block, and for Sales and Advertorial the quantity options that set it. */
export function PricingTab({ site, draft, update }: { site: WebsiteResponse; draft: EditorDraft; update: DraftUpdate }) {
  const traits = templateTraits(site.templateName);
  const withOptions = traits.offers.quantityOffers;
  const symbol = site.currencySymbol || site.currency;
  return (
    <>
      <EditorSection title={T.editor.pricingTitle} description={withOptions ? T.editor.pricingFromOptions : undefined}>
        {!withOptions && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="editor-price" type="number" min={0} step={10} label={`${T.editor.currentPrice} (${symbol})`} value={draft.currentPrice} onChange={(e) => update({ currentPrice: num(e.target.value) })} />
            <TextField id="editor-original-price" type="number" min={0} step={10} label={`${T.editor.originalPrice} (${symbol})`} value={draft.originalPrice} onChange={(e) => update({ originalPrice: num(e.target.value) })} />
          </div>
        )}
        <TextField id="editor-comparison" label={T.editor.comparisonText} value={comparisonTextOf(draft, site)} maxLength={300} onChange={(e) => update({ comparisonText: e.target.value })} />
      </EditorSection>
      {withOptions && <QuantityOptionsEditor options={draft.quantityOptions} currency={site.currency} onChange={(quantityOptions) => update({ quantityOptions })} />}
      <ClaimsEditor draft={draft} update={update} salesBanner={traits.sections.salesBanner} />
    </>
  );
}
