import { EDITOR_MESSAGES, type WebsiteResponse } from '@cod/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, toast } from '@cod/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { PendingButton } from '../../components/PendingButton.js';
import { T } from '../../texts.js';
import { dashboardKeys } from '../client/api/dashboard.js';
import { deleteWebsite, saveWebsite, websiteKeys } from './api/websites.js';

/**
 * Switch a site off and on (an inactive site answers visitors with the 404 page and takes no orders)
 * and delete one; the server refuses to delete a site with orders (it can only be switched off).
 */
export function SiteActions({ site, title }: { site: WebsiteResponse; title: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // Both grids (builder: my websites; /create: the sync dashboard) and the figures.
  const refresh = () => Promise.all([websiteKeys.all, dashboardKeys.sync(), dashboardKeys.stats()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const toggle = useMutation({
    mutationFn: () => saveWebsite(api, site.id, { isActive: !site.isActive }),
    onSuccess: (fresh) => {
      toast({ title: fresh.isActive ? T.siteActions.turnedOn : T.siteActions.turnedOff });
      void refresh();
    },
    onError: (error) => toast({ variant: 'destructive', title: T.siteActions.toggleFailed, description: messageOr(error, T.siteActions.toggleFailed) }),
  });
  const remove = useMutation({
    mutationFn: () => deleteWebsite(api, site.id),
    onSuccess: (answer) => {
      setConfirming(false);
      toast({ title: answer?.message || EDITOR_MESSAGES.deleted });
      void refresh();
    },
    onError: (error) => {
      setConfirming(false);
      toast({ variant: 'destructive', title: T.siteActions.deleteFailed, description: messageOr(error, T.siteActions.deleteFailed) });
    },
  });
  return (
    <div className="flex gap-2">
      <PendingButton
        variant="outline"
        size="sm"
        className="flex-1"
        pending={toggle.isPending}
        pendingText={site.isActive ? T.siteActions.turnOff : T.siteActions.turnOn}
        icon={<Power aria-hidden="true" />}
        onClick={() => (!site.isActive || window.confirm(T.siteActions.turnOffConfirm(title))) && toggle.mutate()}
        data-testid="website-toggle"
      >
        {site.isActive ? T.siteActions.turnOff : T.siteActions.turnOn}
      </PendingButton>
      <Button variant="outline" size="sm" className="flex-1 text-destructive hover:bg-red-50 hover:text-destructive" onClick={() => setConfirming(true)} data-testid="website-delete">
        <Trash2 aria-hidden="true" />
        {T.siteActions.delete}
      </Button>
      <Dialog open={confirming} onOpenChange={(open) => !open && !remove.isPending && setConfirming(false)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{T.siteActions.deleteTitle}</DialogTitle>
            <DialogDescription>{T.siteActions.deleteText(title)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {T.siteActions.cancel}
            </Button>
            <PendingButton variant="destructive" pending={remove.isPending} pendingText={T.siteActions.deleteConfirm} onClick={() => remove.mutate()} data-testid="website-delete-confirm">
              {T.siteActions.deleteConfirm}
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
