import { changePasswordSchema, UI, validate, type ChangePasswordRequest, type FieldErrors } from '@cod/contracts';
import { Card, CardContent, CardHeader, CardTitle, toast } from '@cod/ui';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, ShieldCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import { serverFieldErrors, serverMessage } from '../../api/errors.js';
import { CardHeading } from '../../components/CardHeading.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { useFormFields } from '../../lib/use-form-fields.js';
import { T } from '../../texts.js';
import { changePassword } from './api/account.js';

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security tab (spec 000 §2 "Account settings" 2): password change plus tips. */
export function SecurityTab() {
  const api = useApi();
  const { values, errors, setErrors, change, reset } = useFormFields<ChangePasswordRequest>(EMPTY);

  const mutation = useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(api, body),
    onSuccess: (answer) => {
      toast({ title: UI.changePasswordSuccessTitle, description: answer?.message || UI.changePasswordSuccessFallback });
      reset();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: UI.changePasswordFailedTitle, description: serverMessage(error) ?? UI.changePasswordFailedFallback });
      setErrors(serverFieldErrors(error) as FieldErrors<ChangePasswordRequest>);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = validate(changePasswordSchema, values);
    setErrors(result.errors);
    if (result.ok) mutation.mutate(values);
  }

  const field = (name: keyof ChangePasswordRequest, label: string, autoComplete: string) => (
    <TextField
      id={`settings-${name}`}
      name={name}
      type="password"
      autoComplete={autoComplete}
      label={label}
      value={values[name]}
      error={errors[name]}
      disabled={mutation.isPending}
      onChange={(e) => change(name, e.target.value)}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeading title={T.settings.securityTitle} description={T.settings.securityDescription} />
        <CardContent>
          <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
            {field('currentPassword', T.settings.currentPassword, 'current-password')}
            {field('newPassword', T.settings.newPassword, 'new-password')}
            {field('confirmPassword', T.settings.confirmPassword, 'new-password')}
            <PendingButton type="submit" className="justify-self-start" pending={mutation.isPending} pendingText={T.settings.changingPassword}>
              {T.settings.changePassword}
            </PendingButton>
          </form>
        </CardContent>
      </Card>
      <Card className="h-fit border-primary/20 bg-primary/5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            {T.settings.tipsTitle}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm">
            {T.settings.tips.map((tip) => (
              <li key={tip} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
