import type { FieldErrors } from '@cod/contracts';
import { useState } from 'react';

/**
 * The state of a form of text fields: the values, one message per field (`E` names the fields of the
 * request the messages belong to; by default the same as the values), `change` (sets a value and
 * clears that field's message) and `reset` (the start values, no messages).
 */
export function useFormFields<V extends { [K in keyof V]: string }, E = V>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<E>>({});

  function change(field: keyof V & string, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ((e as Record<string, string | undefined>)[field] ? { ...e, [field]: undefined } : e));
  }

  function reset() {
    setValues(initial);
    setErrors({});
  }

  return { values, errors, setErrors, change, reset };
}
