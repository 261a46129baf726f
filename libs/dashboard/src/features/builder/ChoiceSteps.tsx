import { MARKETS, slugify, templateTraits, TEMPLATES, type MarketId, type TemplateName } from '@cod/contracts';
import { Badge, Button, cn } from '@cod/ui';
import { ArrowLeft, Check } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { T } from '../../texts.js';

/** Country codes shown on the market cards (decoration). */
const MARKET_CODE: Record<MarketId, string> = { Serbia: 'RS', Bosnia: 'BA', Montenegro: 'ME' };

interface ChoiceCardProps {
  selected: boolean;
  title: string;
  description: ReactNode;
  visual: ReactNode;
  onChoose: () => void;
  testId: string;
}

/** A big choice button: its name is the title, the description is its description. */
function ChoiceCard({ selected, title, description, visual, onChoose, testId }: ChoiceCardProps) {
  const id = useId();
  return (
    <button
      type="button"
      data-testid={testId}
      aria-pressed={selected}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      onClick={onChoose}
      className={cn(
        'group relative flex h-full w-full cursor-pointer flex-col gap-3 rounded-xl border-2 bg-white p-4 text-left shadow-xs transition-all hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:p-5',
        selected ? 'border-primary ring-1 ring-primary/30' : 'border-border',
      )}
    >
      {selected && (
        <span className="absolute right-3 top-3 inline-flex size-6 items-center justify-center rounded-full bg-primary text-white" aria-hidden="true">
          <Check className="size-4" />
        </span>
      )}
      {visual}
      <span id={`${id}-title`} className="text-base font-semibold leading-tight">
        {title}
      </span>
      <span id={`${id}-desc`} className="text-sm text-muted-foreground">
        {description}
      </span>
    </button>
  );
}

export function StepHeading({ step, title, text, headingRef }: { step: number; title: string; text: string; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">{T.builder.stepOf(step, 3)}</p>
      <h2 ref={headingRef} tabIndex={-1} id={`builder-step-${step}-title`} className="mt-1 text-xl font-bold tracking-tight outline-none sm:text-2xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** Step 1: market choice; choosing sets currency and symbol and goes on (spec 000 §2, §3). */
export function MarketStep({ market, onChoose, headingRef }: { market: MarketId; onChoose: (market: MarketId) => void; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section data-testid="builder-step-1" aria-labelledby="builder-step-1-title" className="grid grid-cols-1 gap-5">
      <StepHeading step={1} title={T.builder.marketTitle} text={T.builder.marketText} headingRef={headingRef} />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {MARKETS.map((m) => (
          <li key={m.id}>
            <ChoiceCard
              testId={`market-option-${m.id}`}
              selected={market === m.id}
              title={m.label}
              description={T.builder.currency(m.currencySymbol === m.currency ? m.currency : `${m.currency} (${m.currencySymbol})`)}
              onChoose={() => onChoose(m.id)}
              visual={
                <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-sm font-bold tracking-wider text-primary">
                  {MARKET_CODE[m.id]}
                </span>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Small schematic of each template's page (decoration). */
function TemplateSketch({ template }: { template: TemplateName }) {
  const bar = 'rounded-sm bg-slate-200';
  const { renderer } = templateTraits(template);
  return (
    <span aria-hidden="true" className="flex h-24 w-full flex-col gap-1.5 overflow-hidden rounded-lg border bg-slate-50 p-2.5">
      {renderer === 'default' && (
        <>
          <span className="flex gap-2">
            <span className="h-10 w-1/2 rounded-sm bg-primary/25" />
            <span className="flex flex-1 flex-col gap-1.5 pt-1">
              <span className={`h-2 w-4/5 ${bar}`} />
              <span className={`h-2 w-3/5 ${bar}`} />
              <span className="mt-auto h-3 w-1/2 rounded-sm bg-primary/60" />
            </span>
          </span>
          <span className="grid grid-cols-3 gap-1.5">
            <span className={`h-5 ${bar}`} />
            <span className={`h-5 ${bar}`} />
            <span className={`h-5 ${bar}`} />
          </span>
        </>
      )}
      {renderer === 'sales' && (
        <>
          <span className="h-2.5 w-full rounded-sm bg-red-400/70" />
          <span className="flex gap-2">
            <span className="h-8 w-2/5 rounded-sm bg-amber-300/60" />
            <span className="flex flex-1 flex-col gap-1.5 pt-0.5">
              <span className={`h-2 w-4/5 ${bar}`} />
              <span className="h-3 w-2/3 rounded-sm bg-red-400/70" />
            </span>
          </span>
          <span className="grid grid-cols-3 gap-1.5">
            <span className="h-5 rounded-sm border border-slate-300 bg-white" />
            <span className="h-5 rounded-sm border border-slate-300 bg-white" />
            <span className="h-5 rounded-sm border-2 border-amber-400 bg-amber-50" />
          </span>
        </>
      )}
      {renderer === 'advertorial' && (
        <>
          <span className="h-2.5 w-3/4 rounded-sm bg-slate-400/70" />
          <span className={`h-1.5 w-full ${bar}`} />
          <span className={`h-1.5 w-full ${bar}`} />
          <span className="flex gap-2">
            <span className="h-7 w-1/3 rounded-sm bg-primary/25" />
            <span className="flex flex-1 flex-col gap-1.5">
              <span className={`h-1.5 w-full ${bar}`} />
              <span className={`h-1.5 w-full ${bar}`} />
              <span className={`h-1.5 w-2/3 ${bar}`} />
            </span>
          </span>
          <span className={`h-1.5 w-5/6 ${bar}`} />
        </>
      )}
    </span>
  );
}

export function ChoiceSummary({ label, value }: { label: string; value: string }) {
  return (
    <Badge variant="outline" className="gap-1 px-3 py-1 text-xs">
      <span className="text-muted-foreground">{label}:</span>
      <span className="font-semibold">{value}</span>
    </Badge>
  );
}

/** Step 2: template choice, with the change-market button that goes back (spec 000 §2). */
export function TemplateStep({
  template,
  marketLabel,
  onChoose,
  onBack,
  headingRef,
}: {
  template: TemplateName;
  marketLabel: string;
  onChoose: (template: TemplateName) => void;
  onBack: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section data-testid="builder-step-2" aria-labelledby="builder-step-2-title" className="grid grid-cols-1 gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <StepHeading step={2} title={T.builder.templateTitle} text={T.builder.templateText} headingRef={headingRef} />
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <ChoiceSummary label={T.builder.chosenMarket} value={marketLabel} />
          <Button variant="outline" size="sm" onClick={onBack} data-testid="builder-change-market">
            <ArrowLeft aria-hidden="true" />
            {T.builder.changeMarket}
          </Button>
        </div>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {TEMPLATES.map((t) => (
          <li key={t}>
            <ChoiceCard
              testId={`template-option-${slugify(t)}`}
              selected={template === t}
              title={t}
              description={T.builder.templates[templateTraits(t).renderer]}
              onChoose={() => onChoose(t)}
              visual={<TemplateSketch template={t} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
