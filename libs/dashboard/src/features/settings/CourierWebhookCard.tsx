import { Button, Card, CardContent, Input, Label, toast } from '@cod/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { CardHeading } from '../../components/CardHeading.js';
import { PendingButton } from '../../components/PendingButton.js';
import { T } from '../../texts.js';
import { courierWebhookQuery, rotateCourierWebhook, settingsKeys } from './api/integrations.js';

const W = T.settings.courierWebhook;

/** A read-only value with a copy button. */
function CopyField({ id, label, value, secret }: { id: string; label: string; value: string; secret?: boolean }) {
  const [shown, setShown] = useState(!secret);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={shown ? value : '•'.repeat(24)} className="font-mono text-xs" onFocus={(e) => e.target.select()} />
        {!shown && (
          <Button variant="outline" size="sm" onClick={() => setShown(true)}>
            {W.show}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-label={`${W.copy}: ${label}`}
          onClick={() => void navigator.clipboard?.writeText(value).then(() => toast({ title: W.copied }), () => undefined)}
        >
          <Copy aria-hidden="true" />
          {W.copy}
        </Button>
      </div>
    </div>
  );
}

/** The address and secret the seller gives Trackify, so the courier's statuses come back to the orders. */
export function CourierWebhookCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  const settings = useQuery(courierWebhookQuery(api));
  const rotate = useMutation({
    mutationFn: () => rotateCourierWebhook(api),
    onSuccess: (fresh) => {
      queryClient.setQueryData(settingsKeys.courierWebhook(), fresh);
      toast({ title: W.rotated });
    },
    onError: (error) => toast({ variant: 'destructive', title: T.settings.errorTitle, description: messageOr(error, W.loadFailed) }),
  });
  return (
    <Card data-testid="courier-webhook-card">
      <CardHeading icon={Webhook} tone="bg-amber-50 text-amber-700" title={W.title} description={W.description} />
      <CardContent className="grid gap-4">
        {settings.data ? (
          <>
            <CopyField id="courier-webhook-url" label={W.url} value={settings.data.url} />
            <CopyField id="courier-webhook-secret" label={W.secret} value={settings.data.secret} secret />
            <PendingButton
              variant="outline"
              size="sm"
              className="justify-self-start"
              pending={rotate.isPending}
              pendingText={W.rotating}
              icon={<RefreshCw aria-hidden="true" />}
              onClick={() => window.confirm(W.rotateConfirm) && rotate.mutate()}
            >
              {W.rotate}
            </PendingButton>
          </>
        ) : settings.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {messageOr(settings.error, W.loadFailed)}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{T.orders.loadingMore}</p>
        )}
      </CardContent>
    </Card>
  );
}
