import { DOMAIN_MESSAGES } from '@cod/contracts';
import { Button, toast } from '@cod/ui';
import { Copy } from 'lucide-react';
import { T } from '../../texts.js';

/** Copies `value` and toasts 'Kopirano!' (spec 000 §8); without a clipboard the value stays selectable on screen. */
export async function copyText(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    toast({ title: DOMAIN_MESSAGES.copied });
  } catch {
    // No clipboard (an insecure origin): the value is shown selectable.
  }
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <Button type="button" variant="outline" size="sm" aria-label={T.domain.copyLabel(label)} onClick={() => void copyText(value)}>
      <Copy aria-hidden="true" />
      {T.domain.copy}
    </Button>
  );
}

/** One DNS record: type, name and value, each of name and value with its copy button. */
export function DnsRecordRow({ type, name, value, testId }: { type: string; name: string; value: string; testId: string }) {
  return (
    <div className="grid gap-2 rounded-lg border bg-white p-3 text-sm" data-testid={testId}>
      <div className="flex items-center gap-2">
        <span className="w-16 shrink-0 text-muted-foreground">{T.domain.recordType}</span>
        <code className="font-mono text-xs">{type}</code>
      </div>
      <div className="flex items-center gap-2">
        <span className="w-16 shrink-0 text-muted-foreground">{T.domain.recordName}</span>
        <code className="min-w-0 flex-1 select-all break-all font-mono text-xs" data-testid={`${testId}-name`}>
          {name}
        </code>
        <CopyButton value={name} label={`${type} ${T.domain.recordName.toLowerCase()}`} />
      </div>
      <div className="flex items-center gap-2">
        <span className="w-16 shrink-0 text-muted-foreground">{T.domain.recordValue}</span>
        <code className="min-w-0 flex-1 select-all break-all font-mono text-xs" data-testid={`${testId}-value`}>
          {value}
        </code>
        <CopyButton value={value} label={`${type} ${T.domain.recordValue.toLowerCase()}`} />
      </div>
    </div>
  );
}
