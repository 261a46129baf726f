import { DOMAIN_MESSAGES, type DnsRecord } from '@cod/contracts';
import { Badge } from '@cod/ui';
import { AlertTriangle } from 'lucide-react';
import { DnsRecordRow } from './CopyButton.js';

/**
 * The daily re-check no longer finds a verified domain's TXT record (`recordMissingSince` set): the amber
 * badge shown next to 'Verificiran'.
 */
export function RecordMissingBadge({ testId = 'domain-record-missing' }: { testId?: string }) {
  return (
    <Badge variant="yellow" data-testid={testId}>
      <AlertTriangle aria-hidden="true" />
      {DOMAIN_MESSAGES.recordMissingBadge}
    </Badge>
  );
}

/** The warning with the TXT record to restore (name and value with their copy buttons) and the 24-hour note. */
export function RecordMissingNotice({ txt, testId = 'domain-record-missing-notice' }: { txt: DnsRecord; testId?: string }) {
  return (
    <div className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50/60 p-4" data-testid={testId}>
      <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span data-testid={`${testId}-text`}>{DOMAIN_MESSAGES.recordMissing}</span>
      </p>
      <DnsRecordRow type="TXT" name={txt.name} value={txt.value} testId={`${testId}-txt`} />
      <p className="text-xs text-muted-foreground">{DOMAIN_MESSAGES.propagation}</p>
    </div>
  );
}
