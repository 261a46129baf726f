import {
  GENERATION_STEPS,
  WEBSITE_MESSAGES,
  type CreateWebsiteRequest,
  type CreateWebsiteResponse,
  type GenerationStep,
} from '@cod/contracts';
import { toast } from '@cod/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { refreshAfterWebsiteCreated } from '../client/api/dashboard.js';
import { createWebsite, type StepEvent } from './api/builder.js';

export type StepState = 'pending' | 'active' | 'done' | 'failed';

export interface GenerationProgressState {
  status: 'running' | 'done' | 'failed';
  steps: Record<GenerationStep, { state: StepState; detail?: string }>;
  result?: CreateWebsiteResponse;
  error?: string;
}

function startProgress(): GenerationProgressState {
  const steps = {} as GenerationProgressState['steps'];
  for (const step of GENERATION_STEPS) steps[step] = { state: 'pending' };
  return { status: 'running', steps };
}

/** One streamed step event applied to the panel's state. */
export function applyStepEvent(progress: GenerationProgressState, event: StepEvent): GenerationProgressState {
  const current = progress.steps[event.step];
  const state: StepState = event.status === 'done' ? 'done' : 'active';
  return {
    ...progress,
    steps: { ...progress.steps, [event.step]: { state, detail: event.detail ?? current.detail } },
  };
}

function finish(progress: GenerationProgressState, ok: boolean): GenerationProgressState['steps'] {
  const steps = { ...progress.steps };
  for (const step of GENERATION_STEPS) {
    const s = steps[step];
    if (ok) steps[step] = { ...s, state: 'done' };
    else if (s.state === 'active') steps[step] = { ...s, state: 'failed' };
  }
  return steps;
}

/**
 * POST /api/sync/create-website with a live progress panel (spec 000 §7, §8). Success: toast
 * 'Website je uspešno kreiran' (warnings as its second line), dashboard, website lists and statistics
 * refreshed, then `onCreated` (the wizard resets). Failure: the server message or
 * 'Greška pri kreiranju website-a'.
 */
export function useCreateWebsite({ onCreated, onFailed }: { onCreated: () => void; onFailed?: (error: unknown) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<GenerationProgressState | null>(null);

  const mutation = useMutation({
    mutationFn: (body: CreateWebsiteRequest) =>
      createWebsite(api, body, (event) => setProgress((p) => (p ? applyStepEvent(p, event) : p))),
    onMutate: () => setProgress(startProgress()),
    onSuccess: (result) => {
      setProgress((p) => {
        const base = p ?? startProgress();
        return { ...base, status: 'done', steps: finish(base, true), result };
      });
      const warnings = result.warnings?.filter(Boolean) ?? [];
      toast({ title: WEBSITE_MESSAGES.created, description: warnings.length ? warnings.join(' ') : undefined });
      void refreshAfterWebsiteCreated(queryClient);
      onCreated();
    },
    onError: (error) => {
      const message = messageOr(error, WEBSITE_MESSAGES.createFailed);
      setProgress((p) => {
        const base = p ?? startProgress();
        return { ...base, status: 'failed', steps: finish(base, false), error: message };
      });
      toast({ variant: 'destructive', title: WEBSITE_MESSAGES.errorTitle, description: message });
      onFailed?.(error);
    },
  });

  return { mutation, progress, dismissProgress: () => setProgress(null) };
}
