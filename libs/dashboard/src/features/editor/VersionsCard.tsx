import { type WebsiteVersionItem } from '@cod/contracts';
import { Button, toast } from '@cod/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Loader2, RotateCcw } from 'lucide-react';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';
import { editorKeys, restoreVersion, versionsQuery } from './api/editor.js';
import { EditorSection } from './EditorSection.js';

/** The saved versions of the site (the last 20) with 'Vrati' for each. */
export function VersionsCard({ siteId }: { siteId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const versions = useQuery(versionsQuery(api, String(siteId)));
  const restore = useMutation({
    mutationFn: (v: WebsiteVersionItem) => restoreVersion(api, siteId, v.id),
    onSuccess: (fresh) => {
      toast({ title: T.editor.restored });
      queryClient.setQueryData(editorKeys.site(String(siteId)), fresh);
      void queryClient.invalidateQueries({ queryKey: editorKeys.versions(String(siteId)) });
    },
    onError: (error) => toast({ variant: 'destructive', title: T.editor.restoreFailed, description: messageOr(error, T.editor.restoreFailed) }),
  });
  const list = versions.data ?? [];
  return (
    <EditorSection title={T.editor.versionsTitle} testId="versions">
      {versions.isPending ? (
        <Loader2 className="size-5 animate-spin text-muted-foreground" aria-hidden="true" />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.editor.versionsEmpty}</p>
      ) : (
        <ul className="grid max-h-72 gap-1 overflow-y-auto">
          {list.map((v) => (
            <li key={v.id} className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-muted" data-testid="version-row">
              <span className="flex min-w-0 items-center gap-2">
                <History className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="shrink-0 tabular-nums">{formatDateTime(v.createdAt)}</span>
                <span className="truncate text-muted-foreground">{v.title}</span>
              </span>
              <Button type="button" variant="outline" size="sm" disabled={restore.isPending} onClick={() => window.confirm(T.editor.restoreConfirm(formatDateTime(v.createdAt))) && restore.mutate(v)} aria-label={`${T.editor.restore}: ${T.editor.versionOf(formatDateTime(v.createdAt))}`}>
                {restore.isPending && restore.variables?.id === v.id ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
                {restore.isPending && restore.variables?.id === v.id ? T.editor.restoring : T.editor.restore}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </EditorSection>
  );
}
