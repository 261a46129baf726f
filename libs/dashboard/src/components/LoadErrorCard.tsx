import { UI } from '@cod/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cod/ui';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { serverMessage } from '../api/errors.js';
import { T } from '../texts.js';

/** 'Greška pri učitavanju podataka' with the server's reason and a retry button (spec 000 §2). */
export function LoadErrorCard({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const reason = serverMessage(error);
  return (
    <Card className="border-red-200" role="alert" data-testid="load-error">
      <CardHeader className="flex-row items-center gap-3">
        <AlertTriangle className="size-6 shrink-0 text-destructive" aria-hidden="true" />
        <div className="min-w-0">
          <CardTitle>{UI.loadDataError}</CardTitle>
          {reason && <CardDescription>{reason}</CardDescription>}
        </div>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {T.common.retry}
        </Button>
      </CardContent>
    </Card>
  );
}
