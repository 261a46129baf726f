import { EDITOR_TEXTS, type RewritableField, type RewriteResponse } from '@cod/contracts';
import { Button, toast } from '@cod/ui';
import { useMutation } from '@tanstack/react-query';
import { Loader2, Sparkles } from 'lucide-react';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { T } from '../../texts.js';
import { rewriteField } from './api/editor.js';

/** 'Prepiši': asks the copywriter for a fresh variant of one field; the form takes it (saving is the seller's). */
export function RewriteButton({ siteId, field, label, onValue }: { siteId: number; field: RewritableField; label: string; onValue: (value: RewriteResponse['value']) => void }) {
  const api = useApi();
  const rewrite = useMutation({
    mutationFn: () => rewriteField(api, siteId, field),
    onSuccess: (answer) => onValue(answer.value),
    onError: (error) => toast({ variant: 'destructive', title: EDITOR_TEXTS.errorTitle, description: messageOr(error, T.editor.rewriteFailed) }),
  });
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => rewrite.mutate()} disabled={rewrite.isPending} aria-label={T.editor.rewriteOf(label)} data-testid={`rewrite-${field}`}>
      {rewrite.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
      {rewrite.isPending ? T.editor.rewriting : T.editor.rewrite}
    </Button>
  );
}
