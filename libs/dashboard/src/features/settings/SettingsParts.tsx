import { Badge, Button, cn } from '@cod/ui';
import { AlertCircle, CheckCircle2, Eye, EyeOff, ListOrdered } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../components/TextField.js';
import { T } from '../../texts.js';

/** A password-type field with a show/hide button (tokens and API keys). */
export function SecretField({ label, ...props }: Omit<TextFieldProps, 'type' | 'action'> & { label: string }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="off"
      className="font-mono"
      action={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={shown ? T.settings.hideSecret : T.settings.showSecret}
          aria-controls={props.id}
          aria-pressed={shown}
          title={shown ? T.settings.hide : T.settings.show}
          onClick={() => setShown((s) => !s)}
          disabled={props.disabled}
        >
          {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Button>
      }
    />
  );
}

export interface GuideStep {
  text: string;
  /** A URL or command shown as code under the text. */
  code?: string;
}

/** 'Uputstvo za podešavanje': numbered steps. */
export function SetupGuide({ steps, testId, children }: { steps: readonly GuideStep[]; testId: string; children?: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-lg border bg-muted/30 p-4" data-testid={testId} aria-label={T.settings.setupGuide}>
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <ListOrdered className="size-4 text-primary" aria-hidden="true" />
        {T.settings.setupGuide}
      </h3>
      <ol className="grid gap-2.5 text-sm">
        {steps.map((step, i) => (
          <li key={step.text} className="flex gap-3">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary" aria-hidden="true">
              {i + 1}
            </span>
            <span className="min-w-0 pt-0.5">
              {step.text}
              {step.code && <code className="mt-1 block break-all rounded bg-white px-2 py-1 font-mono text-xs ring-1 ring-border">{step.code}</code>}
            </span>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}

/** One line of a status box: a label and whether it is set. */
export function SetStatus({ label, set, testId }: { label: string; set: boolean; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm" data-testid={testId} data-set={set}>
      <span>{label}</span>
      <Badge variant={set ? 'green' : 'grey'}>
        {set ? <CheckCircle2 aria-hidden="true" /> : <AlertCircle aria-hidden="true" />}
        {set ? T.settings.isSet : T.settings.notSet}
      </Badge>
    </div>
  );
}

/** A green (ok) or red (failed) box with a result. */
export function ResultBox({ ok, children, testId }: { ok: boolean; children: ReactNode; testId?: string }) {
  const Icon = ok ? CheckCircle2 : AlertCircle;
  return (
    <div
      role={ok ? 'status' : 'alert'}
      data-testid={testId}
      data-ok={ok}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        ok ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-800',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}
