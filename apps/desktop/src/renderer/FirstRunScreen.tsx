import { BRAND_NAME } from '@cod/dashboard';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label } from '@cod/ui';
import { useId, useState, type FormEvent } from 'react';
import type { ServerCheck } from '../shared/desktop-api.js';
import { normalizeServerAddress } from './desktop-bridge.js';
import { DESKTOP_TEXTS as D } from './texts.js';

export interface FirstRunScreenProps {
  /** codDesktop.server.set: the main process checks GET {url}/api/health and saves the origin. */
  connect: (url: string) => Promise<ServerCheck>;
  /** The server answered: show the console for this origin. */
  onConnected: (origin: string) => void;
  /** Shown in the field at first (the address of a server the user is changing from). */
  initialAddress?: string;
}

/** A small server glyph (the desktop renderer has no icon package of its own). */
function ServerGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3" y="4" width="18" height="7" rx="2" />
      <rect x="3" y="13" width="18" height="7" rx="2" />
      <path d="M7 7.5h.01M7 16.5h.01" />
    </svg>
  );
}

/**
 * The first run (and 'Promeni server'): asks for the server's address, checks it through the main
 * process (GET /api/health) and hands the origin on; a failure is shown under the field.
 */
export function FirstRunScreen({ connect, onConnected, initialAddress = '' }: FirstRunScreenProps) {
  const id = useId();
  const inputId = `${id}-server`;
  const messageId = `${id}-message`;
  const [address, setAddress] = useState(initialAddress);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = normalizeServerAddress(address);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setPending(true);
    let answer: ServerCheck;
    try {
      answer = await connect(checked.url);
    } catch (failure) {
      answer = { ok: false, message: failure instanceof Error && failure.message ? failure.message : D.connectFailed };
    }
    setPending(false);
    if (answer.ok) onConnected(answer.origin);
    else setError(answer.message || D.connectFailed);
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-linear-to-br from-teal-50 via-background to-cyan-50 px-4 py-10" data-testid="first-run">
      <div className="w-full max-w-md">
        <header className="mb-6 text-center">
          <div className="mb-3 flex justify-center">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-primary to-secondary text-white shadow-sm">
              <ServerGlyph />
            </span>
          </div>
          <p className="text-2xl font-bold tracking-tight sm:text-3xl">{BRAND_NAME}</p>
        </header>
        <Card className="shadow-md">
          <CardHeader>
            <CardTitle asChild>
              <h1>{D.firstRunTitle}</h1>
            </CardTitle>
            <CardDescription>{D.firstRunDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label={D.firstRunTitle}>
              <div className="grid gap-1.5">
                <Label htmlFor={inputId}>{D.serverAddress}</Label>
                <Input
                  id={inputId}
                  name="server"
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  autoFocus
                  spellCheck={false}
                  placeholder={D.serverPlaceholder}
                  value={address}
                  onChange={(e) => setAddress(e.target.value)}
                  disabled={pending}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={messageId}
                />
                {error ? (
                  <p id={messageId} className="text-sm text-destructive" role="alert" data-testid="first-run-error">
                    {error}
                  </p>
                ) : (
                  <p id={messageId} className="text-xs text-muted-foreground">
                    {D.serverHint}
                  </p>
                )}
              </div>
              <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending} aria-busy={pending || undefined}>
                {pending ? D.connecting : D.connect}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
