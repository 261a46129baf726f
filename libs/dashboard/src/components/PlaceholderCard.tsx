import { Badge, Card } from '@cod/ui';
import { Construction } from 'lucide-react';
import { T } from '../texts.js';
import { CardHeading } from './CardHeading.js';

/** A screen of a later issue: what will be here, in one short card. */
export function PlaceholderCard({ title, text }: { title: string; text: string }) {
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeading
        icon={Construction}
        title={
          <>
            <span className="mr-2">{title}</span>
            <Badge variant="yellow" className="align-middle">
              {T.common.comingSoon}
            </Badge>
          </>
        }
        description={text}
      />
    </Card>
  );
}
