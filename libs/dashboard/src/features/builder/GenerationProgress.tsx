import { GENERATION_STEP_LABEL, GENERATION_STEPS } from '@cod/contracts';
import { Button, cn } from '@cod/ui';
import { AlertTriangle, CheckCircle2, Circle, ExternalLink, Loader2, PartyPopper, X, XCircle } from 'lucide-react';
import type { ReactElement, Ref } from 'react';
import { T } from '../../texts.js';
import type { GenerationProgressState, StepState } from './use-create-website.js';

const STEP_ICON: Record<StepState, ReactElement> = {
  pending: <Circle className="size-5 text-slate-300" aria-hidden="true" />,
  active: <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" data-testid="step-spinner" />,
  done: <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />,
  failed: <XCircle className="size-5 text-destructive" aria-hidden="true" />,
};

interface GenerationProgressProps {
  progress: GenerationProgressState;
  onClose: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * The live progress of a website creation: every server step (GENERATION_STEPS) with its state —
 * waiting, in progress (spinner), done (check) or failed — then the result or the error.
 */
export function GenerationProgress({ progress, onClose, ref }: GenerationProgressProps) {
  const { status, steps, result, error } = progress;
  const activeStep = GENERATION_STEPS.find((s) => steps[s].state === 'active');
  const warnings = result?.warnings?.filter(Boolean) ?? [];
  const title = status === 'running' ? T.builder.progressTitle : status === 'done' ? T.builder.progressDone : T.builder.progressFailed;

  return (
    <section
      ref={ref}
      tabIndex={-1}
      data-testid="generation-progress"
      data-status={status}
      aria-labelledby="generation-progress-title"
      aria-busy={status === 'running'}
      className={cn(
        'scroll-mt-24 rounded-xl border p-4 outline-none sm:p-5',
        status === 'running' && 'border-primary/30 bg-primary/5',
        status === 'done' && 'border-emerald-200 bg-emerald-50/60',
        status === 'failed' && 'border-red-200 bg-red-50/60',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 shrink-0">
          {status === 'running' ? (
            <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
          ) : status === 'done' ? (
            <PartyPopper className="size-5 text-emerald-600" aria-hidden="true" />
          ) : (
            <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="generation-progress-title" className="font-semibold leading-tight">
            {title}
          </h3>
          {status === 'running' && <p className="mt-1 text-sm text-muted-foreground">{T.builder.progressText}</p>}
          {status === 'failed' && error && (
            <p role="alert" data-testid="generation-error" className="mt-1 text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
        {status !== 'running' && (
          <Button variant="ghost" size="icon-sm" aria-label={T.builder.close} onClick={onClose} className="-mr-1 -mt-1 shrink-0">
            <X aria-hidden="true" />
          </Button>
        )}
      </div>

      <ol aria-label={T.builder.progressTitle} className="mt-4 grid grid-cols-1 gap-2.5">
        {GENERATION_STEPS.map((step) => {
          const { state, detail } = steps[step];
          return (
            <li key={step} data-testid={`generation-step-${step}`} data-state={state} className="flex items-start gap-2.5">
              <span className="shrink-0">{STEP_ICON[state]}</span>
              <div className="min-w-0">
                <p
                  className={cn(
                    'text-sm leading-5',
                    state === 'pending' && 'text-muted-foreground',
                    state === 'active' && 'font-semibold text-foreground',
                    state === 'done' && 'text-foreground',
                    state === 'failed' && 'font-semibold text-destructive',
                  )}
                >
                  {GENERATION_STEP_LABEL[step]}
                  <span className="sr-only"> — {T.builder.stepState[state]}</span>
                </p>
                {detail && <p className="break-words text-xs text-muted-foreground">{detail}</p>}
              </div>
            </li>
          );
        })}
      </ol>

      {/* One short announcement per change instead of the whole list. */}
      <p className="sr-only" aria-live="polite">
        {status === 'running' ? (activeStep ? GENERATION_STEP_LABEL[activeStep] : '') : title}
      </p>

      {status === 'done' && result && (
        <div className="mt-4 grid grid-cols-1 gap-3 border-t border-emerald-200 pt-4">
          {result.websiteUrl && (
            <Button asChild size="sm" className="justify-self-start">
              <a href={result.websiteUrl} target="_blank" rel="noopener" data-testid="generation-website-link">
                <ExternalLink aria-hidden="true" />
                {T.builder.openWebsite}
              </a>
            </Button>
          )}
          {warnings.length > 0 && (
            <div data-testid="generation-warnings" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <p className="font-medium">{T.builder.warningsTitle}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {warnings.map((w, i) => (
                  <li key={i}>{w}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
