import { toast } from '@cod/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { messageOr } from '../../api/errors.js';
import { settingsKeys } from './api/integrations.js';

/** What a service test showed: success or the reason, and (Google Sheets) the sheet's title. */
export interface ServiceTestResult {
  ok: boolean;
  text: string;
  title?: string;
}

interface ServiceTestTexts {
  /** The toast of a success. */
  ok: string;
  /** The title of a failure's toast (its description is the reason). */
  failedTitle: string;
  /** The reason when the call itself failed without a server message. */
  fallback: string;
}

/**
 * A settings card's test of its service (Telegram, Google Sheets): one at a time, its result kept for the card's
 * box and told in a toast. `edited()` forgets the result, and the answer of a test of an older value is dropped.
 */
export function useServiceTest(texts: ServiceTestTexts) {
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<ServiceTestResult | null>(null);
  const edits = useRef(0);
  const queryClient = useQueryClient();

  async function run(test: () => Promise<ServiceTestResult>) {
    if (testing) return;
    const version = edits.current;
    setTesting(true);
    setResult(null);
    let next: ServiceTestResult;
    try {
      next = await test();
    } catch (err) {
      next = { ok: false, text: messageOr(err, texts.fallback) };
    } finally {
      setTesting(false);
      // A test of the saved values is the integration's last real result: the status lines follow.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.integrations() });
    }
    if (edits.current !== version) return;
    setResult(next);
    if (next.ok) toast({ title: texts.ok });
    else toast({ variant: 'destructive', title: texts.failedTitle, description: next.text });
  }

  function edited() {
    edits.current += 1;
    setResult(null);
  }

  return { testing, result, run, edited };
}
