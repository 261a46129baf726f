import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cod/ui';
import type { ReactNode } from 'react';

/** One card of a tab: a heading, an optional line of help and its fields. */
export function EditorSection({ title, description, actions, children, testId }: { title: string; description?: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card className="mt-4" data-testid={testId}>
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="min-w-0">
          <CardTitle className="text-base">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
