import { UI } from '@cod/contracts';
import { Button, Card, CardDescription, CardHeader } from '@cod/ui';
import { useQuery } from '@tanstack/react-query';
import { Home, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { useApi } from '../../api/api-context.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { T } from '../../texts.js';
import { publicWebsiteQuery } from '../websites/api/websites.js';
import { websiteLabel } from '../websites/website-label.js';

export function SiteNotFound({ customUrl }: { customUrl: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center gap-3">
          <SearchX className="size-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{UI.siteNotFoundTitle}</h1>
          <CardDescription>{T.publicSite.notFoundText(customUrl)}</CardDescription>
          <Button asChild className="mt-2">
            <Link to="/">
              <Home aria-hidden="true" />
              {T.common.backHome}
            </Link>
          </Button>
        </CardHeader>
      </Card>
    </div>
  );
}

/** /{customUrl}: a published website (document 2; rendering comes in a later issue). Public. */
export function PublicWebsitePage() {
  const { customUrl = '' } = useParams();
  const api = useApi();
  const site = useQuery(publicWebsiteQuery(api, customUrl));
  if (site.isPending) return <LoadingScreen text={UI.loadingWebsite} />;
  if (site.isError || !site.data) return <SiteNotFound customUrl={customUrl} />;
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-lg text-center">
        <CardHeader className="items-center">
          <h1 className="text-2xl font-bold">{websiteLabel(site.data)}</h1>
          <CardDescription>{T.publicSite.comingSoon}</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
