import { UI } from '@cod/contracts';
import { Badge, Button, Skeleton } from '@cod/ui';
import { useQuery } from '@tanstack/react-query';
import { Globe, LayoutTemplate, Rocket } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useApi } from '../../api/api-context.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadErrorCard } from '../../components/LoadErrorCard.js';
import { T } from '../../texts.js';
import { useSessionStore } from '../auth/session-store.js';
import { myWebsitesQuery } from './api/websites.js';
import { originHost, useSiteUrls } from './site-url.js';
import { WebsiteCardGrid } from './WebsiteCard.js';

export function WebsiteGridSkeleton() {
  return (
    <div aria-busy="true" aria-label={UI.loading} data-testid="websites-loading" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-72 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * The builder's grid of the user's websites (GET /api/websites/my; spec 000 §2): cards with view
 * and edit, the URL and domain; empty state with 'Add domain' and 'Start now'.
 */
export function MyWebsitesSection({ onStart }: { onStart: () => void }) {
  const api = useApi();
  const user = useSessionStore((s) => s.user);
  const urls = useSiteUrls();
  const sites = useQuery(myWebsitesQuery(api));
  const domain = user?.customDomain || originHost(urls.origin);

  return (
    <section aria-labelledby="my-websites-title" className="grid grid-cols-1 gap-4" data-testid="my-websites">
      <div className="flex items-center gap-2">
        <h2 id="my-websites-title" className="text-xl font-bold tracking-tight">
          {UI.myWebsites}
        </h2>
        {sites.data && <Badge variant="secondary">{sites.data.length}</Badge>}
      </div>
      {sites.isPending ? (
        <WebsiteGridSkeleton />
      ) : sites.isError ? (
        <LoadErrorCard error={sites.error} onRetry={() => void sites.refetch()} />
      ) : sites.data.length === 0 ? (
        <EmptyState testId="websites-empty" icon={LayoutTemplate} title={T.websites.emptyTitle} text={T.websites.emptyText}>
          <Button asChild variant="outline">
            <Link to="/domain">
              <Globe aria-hidden="true" />
              {T.websites.addDomain}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/builder" onClick={onStart}>
              <Rocket aria-hidden="true" />
              {T.websites.startNow}
            </Link>
          </Button>
        </EmptyState>
      ) : (
        <WebsiteCardGrid sites={sites.data} viewLabel={T.websites.view} domain={domain} label={UI.myWebsites} />
      )}
    </section>
  );
}
