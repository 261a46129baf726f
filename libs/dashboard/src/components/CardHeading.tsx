import { CardDescription, CardHeader, CardTitle, cn } from '@cod/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface CardHeadingProps {
  title: ReactNode;
  /** The title's heading level, to fit the page's outline. */
  as?: 'h1' | 'h2' | 'h3';
  description?: ReactNode;
  /** An icon in a tile beside the title. */
  icon?: LucideIcon;
  /** Classes of the icon's tile: its background and colour. */
  tone?: string;
}

/** A card's header: the title as a heading (with an optional icon tile beside it) and an optional description under it. */
export function CardHeading({ title, as: Heading = 'h2', description, icon: Icon, tone = 'bg-primary/10 text-primary' }: CardHeadingProps) {
  const heading = (
    <CardTitle asChild>
      <Heading>{title}</Heading>
    </CardTitle>
  );
  return (
    <CardHeader>
      {Icon ? (
        <div className="flex items-center gap-3">
          <span className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          {heading}
        </div>
      ) : (
        heading
      )}
      {description && <CardDescription>{description}</CardDescription>}
    </CardHeader>
  );
}
