import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cod/ui';
import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { T } from '../texts.js';

/** A screen of a later issue: what will be here, in one short card. */
export function PlaceholderCard({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Construction className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <CardTitle>
              <span className="mr-2">{title}</span>
              <Badge variant="yellow" className="align-middle">
                {T.common.comingSoon}
              </Badge>
            </CardTitle>
          </div>
        </div>
        <CardDescription className="pt-2">{text}</CardDescription>
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
    </Card>
  );
}
