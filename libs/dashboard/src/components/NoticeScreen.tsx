import { Card, CardContent, CardDescription, CardHeader } from '@cod/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A whole screen with one centred card: an icon, a heading, a text and an action (not found, sign in first). */
export function NoticeScreen({ icon: Icon, title, text, children }: { icon: LucideIcon; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        {children && <CardContent>{children}</CardContent>}
      </Card>
    </div>
  );
}
