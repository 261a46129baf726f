import { UI } from '@cod/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@cod/ui';
import { FileQuestion, Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { T } from '../texts.js';

/** Any route that matches nothing (spec 000 §2: a 'Page Not Found' card). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <FileQuestion className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{UI.notFoundTitle}</h1>
          <CardDescription>{T.notFound.text}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/">
              <Home aria-hidden="true" />
              {T.common.backHome}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
