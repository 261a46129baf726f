import { validate, type FieldErrors, type Schema, type UserResponse } from '@cod/contracts';
import { toast, type ToastOptions } from '@cod/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import type { ApiClient } from '../../api/client.js';
import { messageOr, serverFieldErrors } from '../../api/errors.js';
import { T } from '../../texts.js';
import { refreshSessionUser } from '../auth/session.js';
import { settingsKeys, type SavedUserResponse } from './api/integrations.js';

export interface SettingsSaveOptions<B> {
  /** The success toast (spec 000 §8). */
  success: (body: B, answer: SavedUserResponse | null) => ToastOptions;
  /** The failure toast's text when the server sends no message. */
  failureFallback: string;
  /** After the session user is fresh again (GET /api/auth/me): the form takes the saved values. */
  onSaved?: (user: UserResponse | null, body: B) => void | Promise<void>;
  /** The server's per-field messages of a failed save. */
  onFieldErrors?: (errors: Record<string, string>) => void;
}

/**
 * One settings save: the call, its §8 toasts (title 'Greška', the server's message or the fallback),
 * then the session user fetched again ("refreshes /api/auth/me") before the form takes the saved values.
 */
export function useSettingsSave<B>(send: (api: ApiClient, body: B) => Promise<SavedUserResponse | null>, options: SettingsSaveOptions<B>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => send(api, body),
    onSuccess: async (answer, body) => {
      toast(options.success(body, answer));
      // Saved values change what is set up (and a new value has no result yet): the status lines follow.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.integrations() });
      const fresh = await refreshSessionUser(api, answer?.user);
      await options.onSaved?.(fresh, body);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: T.settings.errorTitle, description: messageOr(error, options.failureFallback) });
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) options.onFieldErrors?.(fields);
    },
  });
}

/**
 * A settings card's form on top of its save: the field errors, and the submit every card does — the body
 * checked by the contracts' schema first (its messages under the fields, nothing sent when one fails),
 * never a second save while one is running. The server's per-field messages land in the same errors.
 */
export function useSettingsForm<B>(
  schema: Schema<B>,
  send: (api: ApiClient, body: B) => Promise<SavedUserResponse | null>,
  options: Omit<SettingsSaveOptions<B>, 'onFieldErrors'>,
) {
  const [errors, setErrors] = useState<FieldErrors<B>>({});
  const save = useSettingsSave(send, { ...options, onFieldErrors: setErrors });
  function submit(event: FormEvent<HTMLFormElement>, bodyOf: () => B) {
    event.preventDefault();
    if (save.isPending) return;
    const body = bodyOf();
    const result = validate(schema, body);
    setErrors(result.errors);
    if (result.ok) save.mutate(body);
  }
  return { save, errors, setErrors, submit };
}
