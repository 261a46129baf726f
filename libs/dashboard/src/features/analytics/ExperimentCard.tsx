import { EXPERIMENT_MESSAGES, type ExperimentArm, type ExperimentChanges, type ExperimentResponse } from '@cod/contracts';
import { Badge, Button, Card, CardContent, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, cn, toast } from '@cod/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlaskConical, Square, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { PendingButton } from '../../components/PendingButton.js';
import { formatDate } from '../../lib/format.js';
import { T } from '../../texts.js';
import { countText, percentText, probabilityText } from './analytics-format.js';
import { refreshAfterExperiment, stopExperiment } from './api/analytics.js';

const E = T.experiments;
const CHANGE_KEYS = ['title', 'hook', 'images', 'quantityOffers', 'priceAnchoring', 'templateName'] as const satisfies readonly (keyof ExperimentChanges)[];

/** The arm the dialog offers first: B when it more likely sells better, else A (the site stays as it is). */
export const likelierWinner = (p: number | null): ExperimentArm => (p !== null && p > 0.5 ? 'b' : 'a');

/** 'Verovatnoća da B prodaje bolje od A: 87 %. …', or that the test has had no visitor yet. */
export const probabilitySentence = (p: number | null) => (p === null ? E.noVisitors : E.probability(probabilityText(p)));

const armOf = (experiment: ExperimentResponse, arm: ExperimentArm) =>
  experiment.arms.find((a) => a.arm === arm) ?? { arm, visitors: 0, orders: 0, conversionRate: 0 };

/**
 * 'Zaustavi i primeni pobednika': the seller picks A or B (the likelier one chosen first) and confirms;
 * the server stops the test ('b' saves B's changes to the site as a new version). The server's result is
 * the toast; the tests and the site are fetched again.
 */
function StopDialog({ experiment, open, onOpenChange }: { experiment: ExperimentResponse; open: boolean; onOpenChange: (open: boolean) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [winner, setWinner] = useState<ExperimentArm>(() => likelierWinner(experiment.probabilityBBeatsA));
  const name = useId();
  const stop = useMutation({
    mutationFn: (arm: ExperimentArm) => stopExperiment(api, experiment.websiteId, experiment.id, arm),
    onSuccess: (result) => {
      onOpenChange(false);
      toast({ title: EXPERIMENT_MESSAGES.stopped(result.winner ?? winner) });
      void refreshAfterExperiment(queryClient, experiment.websiteId);
    },
    onError: (error) => {
      onOpenChange(false);
      toast({ variant: 'destructive', title: E.stopFailed, description: messageOr(error, E.stopFailed) });
      // Stopped meanwhile elsewhere (409): show the list as it is now.
      void refreshAfterExperiment(queryClient, experiment.websiteId);
    },
  });
  const choices: { arm: ExperimentArm; label: string }[] = [
    { arm: 'a', label: E.pickA },
    { arm: 'b', label: E.pickB },
  ];
  return (
    <Dialog open={open} onOpenChange={(next) => !stop.isPending && onOpenChange(next)}>
      <DialogContent data-testid="experiment-stop-dialog">
        <DialogHeader>
          <DialogTitle>{E.stopTitle(experiment.name)}</DialogTitle>
          <DialogDescription>{E.stopText}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{E.winnerLabel}</legend>
          {choices.map(({ arm, label }) => (
            <label
              key={arm}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors',
                winner === arm ? 'border-primary bg-primary/5' : 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={arm}
                checked={winner === arm}
                onChange={() => setWinner(arm)}
                className="mt-0.5 size-4 accent-primary"
                data-testid={`experiment-winner-${arm}`}
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{label}</span>
                <span className="text-xs text-muted-foreground">{E.pickConversion(percentText(armOf(experiment, arm).conversionRate))}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={stop.isPending}>
            {E.cancel}
          </Button>
          <PendingButton pending={stop.isPending} pendingText={E.stopping} onClick={() => stop.mutate(winner)} data-testid="experiment-stop-confirm">
            {E.confirm}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * One A/B test: name, state, split, what B changes, each arm's figures, the chance B sells better, and the
 * stop for a running one. `plain`: without its own card, inside another one (the editor's tab).
 */
export function ExperimentCard({ experiment, headingLevel = 'h3', plain = false }: { experiment: ExperimentResponse; headingLevel?: 'h3' | 'h4'; plain?: boolean }) {
  const [stopping, setStopping] = useState(false);
  const Heading = headingLevel;
  const running = experiment.status === 'running';
  const changed = CHANGE_KEYS.filter((k) => experiment.changes?.[k] !== undefined);
  const titleId = `experiment-${experiment.id}-title`;
  return (
    <Card className={cn('min-w-0', plain && 'border-0 bg-transparent shadow-none')} data-testid={`experiment-card-${experiment.id}`} data-status={experiment.status} aria-labelledby={titleId} role="article">
      <CardContent className={cn('grid gap-3', plain ? 'p-0 sm:p-0' : 'pt-5 sm:pt-6')}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <FlaskConical className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <Heading id={titleId} className="min-w-0 break-words text-base font-semibold">
              {experiment.name}
            </Heading>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant={running ? 'green' : 'grey'} data-testid="experiment-status">
              {running ? E.running : E.stopped}
            </Badge>
            {experiment.winner && (
              <Badge variant="blue" data-testid="experiment-winner">
                <Trophy aria-hidden="true" />
                {E.winner(experiment.winner)}
              </Badge>
            )}
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          <span data-testid="experiment-split">{E.split(experiment.split)}</span>
          {' · '}
          {E.startedAt(formatDate(experiment.createdAt))}
          {experiment.stoppedAt && `, ${E.stoppedAt(formatDate(experiment.stoppedAt))}`}
        </p>
        {changed.length > 0 && (
          <p className="text-sm" data-testid="experiment-changes">
            <span className="text-muted-foreground">{E.changesTitle}</span> {changed.map((k) => E.changes[k]).join(', ')}
          </p>
        )}
        <div className="overflow-x-auto">
          <table className="w-full min-w-[17rem] border-collapse text-sm" data-testid="experiment-arms">
            <caption className="sr-only">{E.armsCaption(experiment.name)}</caption>
            <thead className="border-b text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1.5 pr-2 text-left font-medium">
                  {E.arm}
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  {E.visitors}
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  {E.orders}
                </th>
                <th scope="col" className="py-1.5 pl-2 text-right font-medium">
                  {E.conversion}
                </th>
              </tr>
            </thead>
            <tbody>
              {(['a', 'b'] as const).map((arm) => {
                const result = armOf(experiment, arm);
                return (
                  <tr key={arm} className="border-b last:border-0" data-testid={`experiment-arm-${arm}`}>
                    <th scope="row" className="whitespace-nowrap py-1.5 pr-2 text-left font-medium">
                      {E.armName(arm)}
                    </th>
                    <td className="px-2 py-1.5 text-right tabular-nums">{countText(result.visitors)}</td>
                    <td className="px-2 py-1.5 text-right tabular-nums">{countText(result.orders)}</td>
                    <td className="whitespace-nowrap py-1.5 pl-2 text-right tabular-nums" data-testid={`experiment-arm-${arm}-conversion`}>
                      {percentText(result.conversionRate)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="text-sm" data-testid="experiment-probability">
          {probabilitySentence(experiment.probabilityBBeatsA)}
        </p>
        {running && (
          <div>
            <Button variant="outline" className="w-full sm:w-auto" onClick={() => setStopping(true)} data-testid="experiment-stop">
              <Square aria-hidden="true" />
              {E.stop}
            </Button>
            {/* Mounted while open: each opening preselects the likelier winner afresh. */}
            {stopping && <StopDialog experiment={experiment} open={stopping} onOpenChange={setStopping} />}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
