import type { CreateWebsiteRequest, FieldErrors, MarketId, ProductReadResponse } from '@cod/contracts';
import { Button } from '@cod/ui';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { useRef, type Dispatch, type FormEvent, type Ref } from 'react';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { T } from '../../texts.js';
import { useSiteUrls } from '../websites/site-url.js';
import { type BuilderAction, type BuilderForm, type TextField as FormTextField } from './builder-state.js';
import { ChoiceSummary, StepHeading } from './ChoiceSteps.js';
import { ImagesField } from './ImagesField.js';
import { ProductReadStatus } from './ProductReadStatus.js';
import { UpsellsField } from './UpsellsField.js';
import { useProductPrefill } from './use-product-prefill.js';

interface ProductFormProps {
  form: BuilderForm;
  dispatch: Dispatch<BuilderAction>;
  errors: FieldErrors<CreateWebsiteRequest>;
  onClearError: (field: keyof CreateWebsiteRequest) => void;
  /** A field was left: its message (if any) shows at once. */
  onFieldBlur: (field: keyof CreateWebsiteRequest) => void;
  /** A product read answered for `key` (prefillKey of link and market): fill the form. */
  onProductRead: (key: string, data: ProductReadResponse) => void;
  market: MarketId;
  marketLabel: string;
  templateName: string;
  currency: string;
  symbol: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Live clean-up of a typed custom URL: lower case, spaces become dashes. */
const typedSlug = (value: string) => value.toLowerCase().replace(/\s+/g, '-');

/** Step 3 (spec 000 §2 "Website builder"): the product form with a back button. */
export function ProductForm({
  form,
  dispatch,
  errors,
  onClearError,
  onFieldBlur,
  onProductRead,
  market,
  marketLabel,
  templateName,
  currency,
  symbol,
  pending,
  onSubmit,
  onBack,
  headingRef,
}: ProductFormProps) {
  const urls = useSiteUrls();
  const setField = (field: FormTextField, value: string) => {
    dispatch({ type: 'setField', field, value });
    onClearError(field);
  };
  const address = urls.address(form.customUrl.trim().replace(/^\/+|\/+$/g, '') || '…');
  const prefill = useProductPrefill({ link: form.productLink, market, prefilledFrom: form.prefilledFrom, onRead: onProductRead });
  const pasted = useRef(false);
  const loading = prefill.status.state === 'loading';

  return (
    <section data-testid="builder-step-3" aria-labelledby="builder-step-3-title" className="grid grid-cols-1 gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <StepHeading step={3} title={T.builder.productTitle} text={T.builder.productText} headingRef={headingRef} />
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <ChoiceSummary label={T.builder.chosenMarket} value={marketLabel} />
          <ChoiceSummary label={T.builder.chosenTemplate} value={templateName} />
          <Button variant="outline" size="sm" onClick={onBack} disabled={pending} data-testid="builder-back">
            <ArrowLeft aria-hidden="true" />
            {T.builder.back}
          </Button>
        </div>
      </div>

      <form noValidate onSubmit={onSubmit} aria-labelledby="builder-step-3-title" data-testid="builder-form">
        <fieldset disabled={pending} className="grid grid-cols-1 min-w-0 gap-6">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <div className="grid content-start md:col-span-2">
              <TextField
                id="builder-productLink"
                fieldClassName="content-start"
                label={T.fields.productLink}
                type="url"
                inputMode="url"
                placeholder={T.fields.productLinkPlaceholder}
                value={form.productLink}
                error={errors.productLink}
                hint={T.builder.productLinkHint}
                aria-busy={loading || undefined}
                onPaste={() => {
                  pasted.current = true;
                }}
                onChange={(e) => {
                  setField('productLink', e.target.value);
                  if (pasted.current) {
                    pasted.current = false;
                    prefill.read(e.target.value, true);
                  }
                }}
                onBlur={(e) => {
                  prefill.read(e.target.value);
                  onFieldBlur('productLink');
                }}
              />
              <ProductReadStatus status={prefill.status} />
            </div>
            <TextField
              id="builder-productName"
              fieldClassName="content-start"
              label={T.builder.productName}
              value={form.productName}
              error={errors.productName}
              autoComplete="off"
              onChange={(e) => {
                dispatch({ type: 'setProductName', value: e.target.value });
                onClearError('productName');
                if (!form.customUrlTouched) onClearError('customUrl');
              }}
              onBlur={() => onFieldBlur('productName')}
            />
            <TextField
              id="builder-customUrl"
              fieldClassName="content-start"
              label={T.builder.customUrl}
              value={form.customUrl}
              error={errors.customUrl}
              autoComplete="off"
              spellCheck={false}
              placeholder="moj-proizvod"
              hint={
                <>
                  {T.websites.address}{' '}
                  <span className="break-all font-medium text-foreground" data-testid="builder-final-address">
                    {address}
                  </span>
                </>
              }
              onChange={(e) => {
                dispatch({ type: 'setCustomUrl', value: typedSlug(e.target.value) });
                onClearError('customUrl');
              }}
              onBlur={() => onFieldBlur('customUrl')}
            />
            <TextField
              id="builder-sku"
              fieldClassName="content-start"
              label={T.builder.sku}
              value={form.sku}
              error={errors.sku}
              hint={T.builder.skuHint}
              autoComplete="off"
              onChange={(e) => setField('sku', e.target.value)}
              onBlur={() => onFieldBlur('sku')}
            />
          </div>

          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              id="builder-currentPrice"
              fieldClassName="content-start"
              label={T.builder.currentPrice(symbol)}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              required
              value={form.currentPrice}
              error={errors.currentPrice}
              onChange={(e) => setField('currentPrice', e.target.value)}
              onBlur={() => onFieldBlur('currentPrice')}
            />
            <TextField
              id="builder-originalPrice"
              fieldClassName="content-start"
              label={T.builder.originalPrice(symbol)}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={form.originalPrice}
              error={errors.originalPrice}
              onChange={(e) => setField('originalPrice', e.target.value)}
              onBlur={() => onFieldBlur('originalPrice')}
            />
          </div>

          <ImagesField
            images={form.images}
            error={errors.images}
            disabled={pending}
            onAdd={(url) => {
              dispatch({ type: 'addImage', url });
              onClearError('images');
            }}
            onRemove={(index) => dispatch({ type: 'removeImage', index })}
          />

          <UpsellsField
            upsells={form.upsells}
            currency={currency}
            symbol={symbol}
            error={errors.upsellProductLinks}
            disabled={pending}
            onAdd={(upsell) => {
              dispatch({ type: 'addUpsell', upsell });
              onClearError('upsellProductLinks');
            }}
            onRemove={(index) => {
              dispatch({ type: 'removeUpsell', index });
              onClearError('upsellProductLinks');
            }}
          />

          <div className="flex flex-col gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-end">
            <PendingButton type="submit" size="lg" pending={pending} pendingText={T.common.creating} icon={<Sparkles aria-hidden="true" />} data-testid="builder-submit">
              {T.builder.submit}
            </PendingButton>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
