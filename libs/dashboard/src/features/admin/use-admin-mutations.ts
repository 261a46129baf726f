import { UI, type CreateClientRequest, type UserResponse } from '@cod/contracts';
import { toast } from '@cod/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { websiteKeys } from '../websites/api/websites.js';
import { adminKeys, createClient, deleteUser, resetUserPassword, setUserStatus } from './api/admin.js';

/** After any account change the admin lists, stats and website list are fetched again (prefix invalidation). */
function useRefreshAdminData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: websiteKeys.all }),
    ]);
}

export function useCreateClient(onCreated?: (user: UserResponse) => void) {
  const api = useApi();
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: (body: CreateClientRequest) => createClient(api, body),
    onSuccess: (user) => {
      toast({ title: UI.createClientSuccess });
      onCreated?.(user);
      void refresh();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: UI.createClientFailedTitle, description: messageOr(error, UI.createClientFailedFallback) });
    },
  });
}

export function useToggleUserStatus() {
  const api = useApi();
  const refresh = useRefreshAdminData();
  return useMutation({
    // The request carries the inverse of the current value (spec 000 §4).
    mutationFn: (user: Pick<UserResponse, 'id' | 'isActive'>) => setUserStatus(api, user.id, !user.isActive),
    onSuccess: () => {
      toast({ title: UI.statusSuccess });
      void refresh();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: UI.statusFailedTitle, description: messageOr(error, UI.statusFailedFallback) });
    },
  });
}

export function useResetUserPassword(onDone?: () => void) {
  const api = useApi();
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ id, newPassword }: { id: number; newPassword: string }) => resetUserPassword(api, id, newPassword),
    onSuccess: () => {
      toast({ title: UI.resetSuccess });
      onDone?.();
      void refresh();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: UI.statusFailedTitle, description: messageOr(error, UI.resetFailedFallback) });
    },
  });
}

export function useDeleteUser() {
  const api = useApi();
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: (id: number) => deleteUser(api, id),
    onSuccess: () => {
      toast({ title: UI.deleteSuccess });
      void refresh();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: UI.statusFailedTitle, description: messageOr(error, UI.deleteFailedFallback) });
    },
  });
}
