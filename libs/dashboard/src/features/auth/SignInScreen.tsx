import { loginSchema, UI, validate, type LoginRequest } from '@cod/contracts';
import { Card, CardContent, toast } from '@cod/ui';
import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, Sparkles, Zap, type LucideIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import { serverMessage } from '../../api/errors.js';
import { BrandMark } from '../../components/BrandMark.js';
import { CardHeading } from '../../components/CardHeading.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { useFormFields } from '../../lib/use-form-fields.js';
import { BRAND_NAME, T } from '../../texts.js';
import { MissingUserDataError, signIn } from './session.js';

const FEATURES: { icon: LucideIcon; label: string }[] = [
  { icon: Sparkles, label: T.brandFeatures.ai },
  { icon: Zap, label: T.brandFeatures.optimized },
  { icon: BadgeCheck, label: T.brandFeatures.professional },
];

/** Landing / sign-in screen (spec 000 §2 "Sign-in screen"), also the auth fallback of guarded routes. */
export function SignInScreen() {
  const api = useApi();
  const { values, errors, setErrors, change } = useFormFields<LoginRequest>({ email: '', password: '' });

  const login = useMutation({
    mutationFn: (credentials: LoginRequest) => signIn(api, credentials),
    onSuccess: (user) => {
      toast({ title: UI.loginSuccessTitle, description: UI.loginWelcome(user.firstName?.trim() || UI.loginWelcomeFallbackName) });
    },
    onError: (error) => {
      const description =
        error instanceof MissingUserDataError ? error.message : (serverMessage(error) ?? UI.loginFailedFallback);
      toast({ variant: 'destructive', title: UI.loginFailedTitle, description });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const credentials = { email: values.email.trim(), password: values.password };
    const result = validate(loginSchema, credentials);
    setErrors(result.errors);
    if (!result.ok) return;
    login.mutate(credentials);
  }

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-linear-to-br from-teal-50 via-background to-cyan-50 px-4 py-10">
      <div className="w-full max-w-md">
        <header className="mb-6 text-center">
          <div className="mb-3 flex justify-center">
            <BrandMark className="size-12 rounded-xl [&_svg]:size-6" />
          </div>
          <p className="text-2xl font-bold tracking-tight sm:text-3xl">{BRAND_NAME}</p>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">{UI.tagline}</p>
          <ul className="mt-5 grid grid-cols-3 gap-2">
            {FEATURES.map(({ icon: Icon, label }) => (
              <li key={label} className="flex flex-col items-center gap-1.5 rounded-lg bg-white/70 px-2 py-3 text-xs font-medium text-foreground shadow-xs ring-1 ring-border">
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="leading-tight">{label}</span>
              </li>
            ))}
          </ul>
        </header>

        <Card className="shadow-md">
          <CardHeading as="h1" title={T.signIn.title} description={T.signIn.description} />
          <CardContent>
            <form noValidate onSubmit={submit} className="grid gap-4" aria-label={T.signIn.title}>
              <TextField
                id="signin-email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                label={T.fields.email}
                placeholder={T.signIn.emailPlaceholder}
                value={values.email}
                onChange={(e) => change('email', e.target.value)}
                error={errors.email}
                disabled={login.isPending}
              />
              <TextField
                id="signin-password"
                name="password"
                type="password"
                autoComplete="current-password"
                label={T.fields.password}
                value={values.password}
                onChange={(e) => change('password', e.target.value)}
                error={errors.password}
                disabled={login.isPending}
              />
              <PendingButton type="submit" size="lg" className="mt-1 w-full" pending={login.isPending} pendingText={UI.signingIn}>
                {T.signIn.submit}
              </PendingButton>
            </form>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
