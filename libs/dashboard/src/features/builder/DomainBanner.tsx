import { Button } from '@cod/ui';
import { Globe } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSessionStore } from '../auth/session-store.js';
import { T } from '../../texts.js';

/** Prompts connecting a domain while the user has none (spec 000 §2 "Website builder"). */
export function DomainBanner() {
  const user = useSessionStore((s) => s.user);
  if (!user || user.customDomain) return null;
  return (
    <div
      role="note"
      data-testid="domain-banner"
      className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-sky-700 ring-1 ring-sky-200">
          <Globe className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold">{T.domainBanner.title}</p>
          <p className="text-sm text-sky-900/80">{T.domainBanner.text}</p>
        </div>
      </div>
      <Button asChild size="sm" variant="outline" className="shrink-0 self-start border-sky-300 sm:self-center">
        <Link to="/domain">{T.domainBanner.action}</Link>
      </Button>
    </div>
  );
}
