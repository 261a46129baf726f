import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DELIVERY_REASONS, type DeliveryChannel } from '@cod/contracts';
import { DELIVERY_QUEUES, HEARTBEAT_MS, type DeliveryJobData, type Job } from '../../jobs/index.js';
import type { DeliveryOutcome } from '../delivery-ledger.js';
import { PermanentFailure, TemporaryFailure } from '../delivery-errors.js';
import type { ChannelHandler, ChannelResult, Delivery } from './channel-handler.js';
import { DeliveryWork } from './delivery-work.js';

/** A delivery a service keeps throttling (429 after 429) stops after this many tries. */
const MAX_ATTEMPTS = 20;
/** A job whose delivery another process is sending looks again after this (one heartbeat). */
const BUSY_RETRY_SECONDS = HEARTBEAT_MS / 1000;

type JobAction = { done: true } | { retry: string } | { later: number };

/**
 * One consumer per channel queue in every API process. A batch is claimed in the delivery ledger first
 * (a job repeated finds its delivery sent and ends; one whose delivery another process is sending comes back later), sent
 * by the channel, settled in the ledger, and only then are its jobs completed or failed: pg-boss retries
 * a failed job with exponential backoff, a 429 comes back after the service's retry_after, and a job
 * lost with a crashed process comes back when it expires.
 */
@Injectable()
export class DeliveryWorkers implements OnApplicationBootstrap {
  private readonly logger = new Logger('Deliveries');

  constructor(private readonly work: DeliveryWork) {}

  onApplicationBootstrap() {
    for (const handler of this.work.channels.all) {
      const run = (jobs: Job<DeliveryJobData>[]) => this.run(handler, jobs);
      this.work.consume(DELIVERY_QUEUES[handler.channel], handler.consumer, run, 'deliveries.queued', ({ channels }) => channels.includes(handler.channel));
    }
  }

  private async run(handler: ChannelHandler, jobs: Job<DeliveryJobData>[]) {
    const queue = DELIVERY_QUEUES[handler.channel];
    const leads = new Map<string, Job<DeliveryJobData>>();
    for (const job of jobs) if (typeof job.data?.ref === 'string' && !leads.has(job.data.ref)) leads.set(job.data.ref, job);
    const { claimed, busy } = await this.work.ledger.claim(handler.channel, [...leads.keys()]);
    // A delivery another process is sending: its job comes back, to find it sent, or free to send should that
    // process die with it (its lease is freed once its heartbeat stops, which may come after this job's return).
    const elsewhere = [...busy].map((ref) => leads.get(ref)!);
    for (const job of elsewhere) await this.work.jobs.later(queue, job, BUSY_RETRY_SECONDS);
    // Jobs of deliveries already sent or stopped, and repeats within the batch: nothing to do.
    const idle = jobs.filter((j) => (!claimed.has(j.data?.ref) && !busy.has(j.data?.ref)) || leads.get(j.data.ref) !== j);
    await this.work.jobs.complete(queue, idle.map((j) => j.id));
    if (!claimed.size) return;

    // Handed over by a run that died before settling them: settled as sent, not sent again.
    const handedOver = [...claimed].filter(([, c]) => c.handedOver).map(([ref]) => ref);
    const toSend = [...claimed.keys()].filter((ref) => !claimed.get(ref)!.handedOver);
    const found = await this.work.subjects.load(toSend);
    const deliveries: Delivery[] = [];
    const orphans: string[] = [];
    for (const ref of toSend) {
      const one = found.get(ref);
      if (one) deliveries.push({ ...one, attempt: claimed.get(ref)!.attempt });
      else orphans.push(ref);
    }

    let results: Map<string, ChannelResult>;
    try {
      const mark = handler.repeatsAreVisible ? (refs: string[]) => this.work.ledger.markHandedOver(handler.channel, refs) : undefined;
      results = deliveries.length ? await handler.deliver(deliveries, mark) : new Map();
    } catch (err) {
      results = new Map(deliveries.map((d) => [d.subject.ref, err as Error]));
    }

    const outcomes = new Map<string, DeliveryOutcome>();
    const actions = new Map<string, JobAction>();
    for (const ref of orphans) actions.set(ref, { done: true });
    for (const ref of handedOver) {
      outcomes.set(ref, { state: 'sent' });
      actions.set(ref, { done: true });
    }
    for (const d of deliveries) {
      const ref = d.subject.ref;
      const [outcome, action] = this.judge(results.get(ref) ?? new Error('no result'), leads.get(ref)!, d.attempt, handler.channel, ref);
      outcomes.set(ref, outcome);
      actions.set(ref, action);
    }
    await this.work.ledger.settle(handler.channel, outcomes, handler.record ? (client) => handler.record!(client, deliveries, results) : undefined);

    for (const [ref, action] of actions) {
      const job = leads.get(ref)!;
      if ('done' in action) await this.work.jobs.complete(queue, [job.id]);
      else if ('later' in action) await this.work.jobs.later(queue, job, action.later);
      else await this.work.jobs.fail(queue, [job.id], action.retry);
    }
  }

  /** What a send's result means for the delivery and for its job. */
  private judge(result: ChannelResult, job: Job<DeliveryJobData>, attempt: number, channel: DeliveryChannel, ref: string): [DeliveryOutcome, JobAction] {
    if (!(result instanceof Error)) return 'sent' in result ? [{ state: 'sent' }, { done: true }] : [{ state: 'off', reason: result.off }, { done: true }];
    if (result instanceof PermanentFailure) return [{ state: 'failed', reason: result.reason }, { done: true }];
    const temporary = result instanceof TemporaryFailure;
    if (!temporary) this.logger.error(`${channel} ${ref}: ${result.stack ?? result.message}`);
    const detail = temporary ? result.detail : 'greška na serveru';
    const lastTry = attempt >= MAX_ATTEMPTS || (job.retryCount >= job.retryLimit && !(temporary && result.retryAfterSeconds !== undefined));
    if (lastTry) return [{ state: 'failed', reason: DELIVERY_REASONS.gaveUp(attempt, detail) }, { done: true }];
    const later = temporary ? result.retryAfterSeconds : undefined;
    return [{ state: 'waiting', reason: DELIVERY_REASONS.temporary(detail) }, later !== undefined ? { later } : { retry: detail }];
  }
}
