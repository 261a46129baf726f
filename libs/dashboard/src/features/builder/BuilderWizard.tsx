import { MARKETS, WEBSITE_MESSAGES, type CreateWebsiteRequest, type FieldErrors, type ProductReadResponse } from '@cod/contracts';
import { Card, CardContent, cn, toast } from '@cod/ui';
import { Check } from 'lucide-react';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { serverFieldErrors } from '../../api/errors.js';
import { T } from '../../texts.js';
import {
  applyProductRead,
  BUILDER_STEP_COUNT,
  builderFieldErrors,
  builderReducer,
  INITIAL_BUILDER,
  toCreateRequest,
  type BuilderStep,
} from './builder-state.js';
import { MarketStep, TemplateStep } from './ChoiceSteps.js';
import { GenerationProgress } from './GenerationProgress.js';
import { ProductForm } from './ProductForm.js';
import { useCreateWebsite } from './use-create-website.js';

type Errors = FieldErrors<CreateWebsiteRequest>;

/** Where each payload field is edited, in the form's order (the first invalid one takes the focus). */
const FIELD_ELEMENT: Partial<Record<keyof CreateWebsiteRequest, string>> = {
  productLink: 'builder-productLink',
  productName: 'builder-productName',
  customUrl: 'builder-customUrl',
  sku: 'builder-sku',
  currentPrice: 'builder-currentPrice',
  originalPrice: 'builder-originalPrice',
  images: 'builder-images',
  upsellProductLinks: 'builder-upsells',
};

function focusField(field: keyof CreateWebsiteRequest | undefined) {
  const id = field && FIELD_ELEMENT[field];
  const element = id ? document.getElementById(id) : null;
  element?.focus();
  element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

function Stepper({ step }: { step: BuilderStep }) {
  return (
    <ol aria-label={T.builder.stepsLabel} className="flex items-center gap-2 sm:gap-3" data-testid="builder-stepper">
      {T.builder.steps.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'upcoming';
        return (
          <li
            key={label}
            data-testid={`builder-stepper-${n}`}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={cn('flex min-w-0 items-center gap-2', n < BUILDER_STEP_COUNT ? 'flex-1' : 'shrink-0')}
          >
            <span
              className={cn(
                'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                state === 'done' && 'bg-primary text-white',
                state === 'current' && 'bg-primary text-white ring-4 ring-primary/20',
                state === 'upcoming' && 'bg-slate-100 text-muted-foreground ring-1 ring-border',
              )}
              aria-hidden="true"
            >
              {state === 'done' ? <Check className="size-4" /> : n}
            </span>
            {/* On phones only the current step shows its name (the others keep it for screen readers). */}
            <span className={cn('truncate text-sm', state === 'upcoming' ? 'text-muted-foreground' : 'font-semibold', state !== 'current' && 'sr-only sm:not-sr-only')}>{label}</span>
            {n < BUILDER_STEP_COUNT && <span aria-hidden="true" className={cn('h-0.5 min-w-3 flex-1 rounded', n < step ? 'bg-primary' : 'bg-border')} />}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The three-step builder (spec 000 §2, §4, §5): market → template → product form. The product link fills
 * the form (POST /api/products/read) without touching what the seller typed. A field's message shows
 * under it as soon as it is left; submit shows every field's message at once (the builder's own checks
 * and the create schema's), focuses the first invalid field and says 'Greška' once; then it creates the
 * site while a panel shows the server's steps live; on success the wizard starts over.
 */
/** The builder's own submit checks, in the spec's order (000 §5). */
const SUBMIT_CHECK_ORDER: (keyof CreateWebsiteRequest)[] = ['customUrl', 'productLink', 'productName', 'images'];

export function BuilderWizard() {
  const [state, dispatch] = useReducer(builderReducer, INITIAL_BUILDER);
  const [errors, setErrors] = useState<Errors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const latest = useRef(state);
  latest.current = state;

  const { mutation, progress, dismissProgress } = useCreateWebsite({
    onCreated: () => {
      dispatch({ type: 'reset' });
      setErrors({});
    },
    onFailed: (error) => setErrors(serverFieldErrors(error) as Errors),
  });
  const pending = mutation.isPending;

  // Moving between steps puts the focus on the new step's heading (screen readers hear it).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
    // A long step (phones) may leave the next step's top above the screen: bring the wizard's top back.
    const wizard = document.getElementById('builder-wizard');
    if (wizard && wizard.getBoundingClientRect().top < 0) wizard.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [state.step]);

  useEffect(() => {
    if (progress?.status === 'running') panelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [progress?.status]);

  const market = MARKETS.find((m) => m.id === state.market) ?? MARKETS[0];
  const marketLabel = market.currency === market.currencySymbol ? `${market.label} (${market.currency})` : `${market.label} (${market.currencySymbol})`;

  function clearError(field: keyof CreateWebsiteRequest) {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  /** A field left: its own message now (or none); other fields keep theirs. */
  function validateField(field: keyof CreateWebsiteRequest) {
    const message = builderFieldErrors(latest.current)[field];
    setErrors((e) => (e[field] === message ? e : { ...e, [field]: message }));
  }

  /** A product read answered: fill the form, and drop the messages of the fields it filled. */
  function productRead(key: string, data: ProductReadResponse) {
    const { filled } = applyProductRead(latest.current.form, key, data);
    dispatch({ type: 'prefill', key, data });
    if (filled.length) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(filled as string[]).includes(field))) as Errors);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problems = builderFieldErrors(state);
    setErrors(problems);
    const fields = Object.keys(problems) as (keyof CreateWebsiteRequest)[];
    if (fields.length) {
      const first = (Object.keys(FIELD_ELEMENT) as (keyof CreateWebsiteRequest)[]).find((f) => problems[f]);
      // The toast names the first failing check in the spec's order (000 §5: URL, link, name, image, then the schema's);
      // every field shows its own message, and the focus goes to the first wrong field of the form.
      const told = [...SUBMIT_CHECK_ORDER, ...fields].find((f) => problems[f]) ?? fields[0]!;
      toast({ variant: 'destructive', title: WEBSITE_MESSAGES.errorTitle, description: problems[told] });
      focusField(first);
      return;
    }
    mutation.mutate(toCreateRequest(state));
  }

  return (
    <Card id="builder-wizard" data-testid="builder-wizard" data-step={state.step} className="scroll-mt-24">
      <CardContent className="grid grid-cols-1 gap-6 pt-5 sm:pt-6">
        <Stepper step={state.step} />
        {progress && <GenerationProgress ref={panelRef} progress={progress} onClose={dismissProgress} />}
        {state.step === 1 && <MarketStep market={state.market} onChoose={(m) => dispatch({ type: 'chooseMarket', market: m })} headingRef={headingRef} />}
        {state.step === 2 && (
          <TemplateStep
            template={state.template}
            marketLabel={marketLabel}
            onChoose={(t) => dispatch({ type: 'chooseTemplate', template: t })}
            onBack={() => dispatch({ type: 'back' })}
            headingRef={headingRef}
          />
        )}
        {state.step === 3 && (
          <ProductForm
            form={state.form}
            dispatch={dispatch}
            errors={errors}
            onClearError={clearError}
            onFieldBlur={validateField}
            onProductRead={productRead}
            market={state.market}
            marketLabel={marketLabel}
            templateName={state.template}
            currency={market.currency}
            symbol={market.currencySymbol}
            pending={pending}
            onSubmit={submit}
            onBack={() => dispatch({ type: 'back' })}
            headingRef={headingRef}
          />
        )}
      </CardContent>
    </Card>
  );
}
