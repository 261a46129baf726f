import { UI } from '@cod/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@cod/ui';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Globe, LayoutTemplate, RefreshCw, Rocket } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useApi } from '../../api/api-context.js';
import { serverMessage } from '../../api/errors.js';
import { useSessionStore } from '../auth/session-store.js';
import { T } from '../../texts.js';
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

export function LoadErrorCard({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card className="border-red-200" role="alert" data-testid="load-error">
      <CardHeader className="flex-row items-center gap-3">
        <AlertTriangle className="size-6 shrink-0 text-destructive" aria-hidden="true" />
        <div className="min-w-0">
          <CardTitle>{UI.loadDataError}</CardTitle>
          {serverMessage(error) && <CardDescription>{serverMessage(error)}</CardDescription>}
        </div>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {T.common.retry}
        </Button>
      </CardContent>
    </Card>
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
        <div data-testid="websites-empty" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-white/60 px-4 py-10 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <LayoutTemplate className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold">{T.websites.emptyTitle}</p>
            <p className="mt-1 max-w-md text-sm text-muted-foreground">{T.websites.emptyText}</p>
          </div>
          <div className="flex flex-wrap justify-center gap-2">
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
          </div>
        </div>
      ) : (
        <WebsiteCardGrid sites={sites.data} viewLabel={T.websites.view} domain={domain} label={UI.myWebsites} />
      )}
    </section>
  );
}
