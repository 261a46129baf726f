import { Input, Label, Textarea, cn } from '@cod/ui';
import type { ComponentProps, ReactNode } from 'react';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** What every field takes besides its control's own props. */
interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes of the wrapper (label, control and message). */
  fieldClassName?: string;
}

export interface TextFieldProps extends FieldProps, Omit<ComponentProps<'input'>, 'id'> {
  /** A small control inside the input's right end (e.g. a show/hide button). */
  action?: ReactNode;
}

/** A label, an input tied to it (htmlFor/id) and the field's message underneath. */
export function TextField({ id, label, error, hint, fieldClassName, action, className, ...inputProps }: TextFieldProps) {
  const input = (
    <Input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
      className={cn(action ? 'pr-11' : undefined, className)}
      {...inputProps}
    />
  );
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      {action ? (
        <div className="relative">
          {input}
          <div className="absolute inset-y-0 right-1 flex items-center">{action}</div>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends FieldProps, Omit<ComponentProps<'textarea'>, 'id'> {}

export function TextAreaField({ id, label, error, hint, fieldClassName, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <Textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...props} />
    </FieldShell>
  );
}
