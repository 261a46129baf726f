import { Card, CardDescription, CardHeader } from '@cod/ui';
import { CheckCircle2 } from 'lucide-react';
import { T } from '../../texts.js';

/** Public thank-you pages (document 2, a later issue): no sign-in needed. */
export function ThankYouPage() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <CheckCircle2 className="mb-2 size-12 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{T.thankYou.title}</h1>
          <CardDescription>{T.thankYou.text}</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
