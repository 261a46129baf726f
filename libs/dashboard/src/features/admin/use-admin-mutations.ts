import { UI, type CreateClientRequest, type UserResponse } from '@cod/contracts';
import { toast } from '@cod/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.js';
import type { ApiClient } from '../../api/client.js';
import { messageOr } from '../../api/errors.js';
import { websiteKeys } from '../websites/api/websites.js';
import { T } from '../../texts.js';
import { adminKeys, createClient, deleteUser, resetUserPassword, setUserPermissions, setUserStatus } from './api/admin.js';

interface AdminMutationTexts {
  success: string;
  failedTitle: string;
  /** Shown when the server gives no message. */
  failedFallback: string;
}

/**
 * One account change of the admin panel: a success toast, `onDone`, and the admin lists, stats and
 * website list fetched again (prefix invalidation); a failure toasts the server's message.
 */
function useAdminMutation<V, R>(request: (api: ApiClient, variables: V) => Promise<R>, texts: AdminMutationTexts | ((variables: V) => AdminMutationTexts), onDone?: (answer: R) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => request(api, variables),
    onSuccess: (answer, variables) => {
      toast({ title: textsOf(texts, variables).success });
      onDone?.(answer);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: websiteKeys.all }),
      ]);
    },
    onError: (error, variables) => {
      const t = textsOf(texts, variables);
      toast({ variant: 'destructive', title: t.failedTitle, description: messageOr(error, t.failedFallback) });
    },
  });
}

const textsOf = <V,>(texts: AdminMutationTexts | ((variables: V) => AdminMutationTexts), variables: V) => (typeof texts === 'function' ? texts(variables) : texts);

/** Lets a client run its own orders, or takes it back (the request carries the inverse of the current value). */
export const useToggleManageOwnOrders = () =>
  useAdminMutation(
    (api, user: Pick<UserResponse, 'id' | 'manageOwnOrders'>) => setUserPermissions(api, user.id, !user.manageOwnOrders),
    (user) => ({ success: user.manageOwnOrders ? T.admin.permissionOff : T.admin.permissionOn, failedTitle: T.admin.permissionFailed, failedFallback: UI.statusFailedFallback }),
  );

export const useCreateClient = (onCreated?: (user: UserResponse) => void) =>
  useAdminMutation(
    (api, body: CreateClientRequest) => createClient(api, body),
    { success: UI.createClientSuccess, failedTitle: UI.createClientFailedTitle, failedFallback: UI.createClientFailedFallback },
    onCreated,
  );

export const useToggleUserStatus = () =>
  useAdminMutation(
    // The request carries the inverse of the current value (spec 000 §4).
    (api, user: Pick<UserResponse, 'id' | 'isActive'>) => setUserStatus(api, user.id, !user.isActive),
    { success: UI.statusSuccess, failedTitle: UI.statusFailedTitle, failedFallback: UI.statusFailedFallback },
  );

export const useResetUserPassword = (onDone?: () => void) =>
  useAdminMutation(
    (api, { id, newPassword }: { id: number; newPassword: string }) => resetUserPassword(api, id, newPassword),
    { success: UI.resetSuccess, failedTitle: UI.statusFailedTitle, failedFallback: UI.resetFailedFallback },
    onDone,
  );

export const useDeleteUser = () =>
  useAdminMutation((api, id: number) => deleteUser(api, id), {
    success: UI.deleteSuccess,
    failedTitle: UI.statusFailedTitle,
    failedFallback: UI.deleteFailedFallback,
  });
