import type { IntegrationName, IntegrationStatus } from '@cod/contracts';
import { Badge } from '@cod/ui';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, CircleDashed, ServerOff } from 'lucide-react';
import { useApi } from '../../api/api-context.js';
import { formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';
import { integrationsStatusQuery } from './api/integrations.js';

const S = T.settings.integrationStatus;

/** What a card says of its integration: "Povezano" only after a real success (GET /api/settings/integrations). */
export function statusText(status: IntegrationStatus): { tone: 'green' | 'red' | 'grey' | 'yellow'; text: string; detail: string | null } {
  if (!status.serverReady) return { tone: 'yellow', text: S.serverNotReady, detail: null };
  if (!status.configured) return { tone: 'grey', text: S.notConfigured, detail: null };
  if (status.lastResult === 'ok') return { tone: 'green', text: S.connected, detail: status.at ? S.since(formatDateTime(status.at)) : null };
  if (status.lastResult === 'failed') return { tone: 'red', text: S.failed, detail: status.lastError };
  return { tone: 'grey', text: S.unconfirmed, detail: null };
}

const ICON = { green: CheckCircle2, red: AlertCircle, grey: CircleDashed, yellow: ServerOff } as const;

/** The integration's state line, from the server's last real result. */
export function IntegrationStatusLine({ name }: { name: IntegrationName }) {
  const api = useApi();
  const status = useQuery(integrationsStatusQuery(api)).data?.[name];
  if (!status) return null;
  const { tone, text, detail } = statusText(status);
  const Icon = ICON[tone];
  return (
    <div className="grid gap-1 text-sm" data-testid={`integration-status-${name}`} data-state={tone}>
      <Badge variant={tone} className="justify-self-start">
        <Icon aria-hidden="true" />
        {text}
      </Badge>
      {detail && <p className={tone === 'red' ? 'text-red-800' : 'text-muted-foreground'}>{detail}</p>}
    </div>
  );
}
