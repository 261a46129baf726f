import { createClientSchema, validate, type CreateClientRequest, type FieldErrors } from '@cod/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@cod/ui';
import type { FormEvent } from 'react';
import { serverFieldErrors } from '../../api/errors.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextAreaField, TextField } from '../../components/TextField.js';
import { useFormFields } from '../../lib/use-form-fields.js';
import { T } from '../../texts.js';
import { useCreateClient } from './use-admin-mutations.js';

interface FormValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  notes: string;
}

const EMPTY: FormValues = { email: '', password: '', firstName: '', lastName: '', companyName: '', phone: '', notes: '' };

/** The request body: trimmed text, optional fields left out when empty. */
export function toCreateClientRequest(values: FormValues): CreateClientRequest {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: optional(values.companyName),
    phone: optional(values.phone),
    notes: optional(values.notes),
  };
}

export interface CreateClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Dodaj Klijenta' dialog (spec 000 §2): validated with createClientSchema, POST /api/admin/clients. */
export function CreateClientDialog({ open, onOpenChange }: CreateClientDialogProps) {
  const { values, errors, setErrors, change, reset } = useFormFields<FormValues, CreateClientRequest>(EMPTY);

  const create = useCreateClient(() => {
    reset();
    onOpenChange(false);
  });

  function handleOpenChange(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const body = toCreateClientRequest(values);
    const result = validate(createClientSchema, body);
    setErrors(result.errors);
    if (!result.ok) return;
    create.mutate(body, {
      onError: (error) => setErrors(serverFieldErrors(error) as FieldErrors<CreateClientRequest>),
    });
  }

  const field = (name: keyof FormValues) => ({
    id: `create-client-${name}`,
    name,
    value: values[name],
    error: errors[name],
    disabled: create.isPending,
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
  });

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{T.createClient.title}</DialogTitle>
          <DialogDescription>{T.createClient.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field('email')} type="email" autoComplete="off" label={T.fields.email} fieldClassName="sm:col-span-2" />
            <TextField
              {...field('password')}
              type="password"
              autoComplete="new-password"
              label={T.fields.password}
              hint={T.fields.passwordHint}
              fieldClassName="sm:col-span-2"
            />
            <TextField {...field('firstName')} autoComplete="off" label={T.fields.firstName} />
            <TextField {...field('lastName')} autoComplete="off" label={T.fields.lastName} />
            <TextField {...field('companyName')} autoComplete="off" label={T.createClient.company} />
            <TextField {...field('phone')} type="tel" autoComplete="off" label={T.createClient.phone} />
            <TextAreaField {...field('notes')} rows={3} label={T.createClient.notes} fieldClassName="sm:col-span-2" />
          </div>
          <DialogFooter className="pt-1">
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={create.isPending}>
              {T.common.cancel}
            </Button>
            <PendingButton type="submit" pending={create.isPending} pendingText={T.common.creating}>
              {T.createClient.submit}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
