import { Button, Card, CardContent, Skeleton } from '@cod/ui';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useApi } from '../../api/api-context.js';
import { serverMessage } from '../../api/errors.js';
import { CardHeading } from '../../components/CardHeading.js';
import { T } from '../../texts.js';
import { experimentsQuery } from './api/analytics.js';
import { ExperimentCard } from './ExperimentCard.js';

const E = T.experiments;

/** 'A/B testovi' of /analytics/{id}: every test of the site, newest first; a new one starts in the editor's 'A/B test' tab. */
export function ExperimentsSection({ siteId }: { siteId: string }) {
  const api = useApi();
  const experiments = useQuery(experimentsQuery(api, siteId));
  const list = experiments.data ?? [];
  const running = list.some((e) => e.status === 'running');
  return (
    <section aria-labelledby="experiments-title" className="grid gap-4" data-testid="experiments">
      <Card>
        <CardHeading icon={FlaskConical} tone="bg-violet-100 text-violet-700" title={<span id="experiments-title">{E.title}</span>} description={E.description} />
        <CardContent className="flex flex-wrap items-center gap-3">
          {!running && (
            <Button asChild variant="outline" size="sm">
              <Link to={`/edit/${siteId}#ab-test`} data-testid="experiments-new">
                <Plus aria-hidden="true" />
                {E.newTest}
              </Link>
            </Button>
          )}
          <p className="text-sm text-muted-foreground">{E.newTestHint}</p>
          {experiments.isSuccess && list.length === 0 && (
            <p className="basis-full text-sm font-medium" data-testid="experiments-empty">
              {E.empty}
            </p>
          )}
        </CardContent>
      </Card>
      {experiments.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : experiments.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-white p-4" role="alert">
          <p className="text-sm text-muted-foreground">{serverMessage(experiments.error) ?? E.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void experiments.refetch()}>
            {T.common.retry}
          </Button>
        </div>
      ) : list.length === 0 ? null : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={E.listLabel}>
          {list.map((experiment) => (
            <li key={experiment.id} className="min-w-0">
              <ExperimentCard experiment={experiment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
