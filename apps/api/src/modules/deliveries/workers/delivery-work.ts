import { Injectable } from '@nestjs/common';
import { DomainEvents, type DomainEventMap, type DomainEventName } from '../../events/index.js';
import { JobsService, type ConsumerOptions, type Job, type JobConsumer, type QueueName, type WorkLoop } from '../../jobs/index.js';
import { DeliveryLedger } from '../delivery-ledger.js';
import { ChannelRegistry } from './channel-registry.js';
import { DeliverySubjects } from './delivery-subjects.js';

/** What the fan-out and the delivery workers share: the channels, the queues, the ledger, the subjects, and how a worker starts. */
@Injectable()
export class DeliveryWork {
  constructor(
    readonly channels: ChannelRegistry,
    readonly jobs: JobsService,
    readonly ledger: DeliveryLedger,
    readonly subjects: DeliverySubjects,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Runs `handle` over `queue`'s jobs in this process, woken at once by the event that tells of new jobs
   * (from any process; `when` picks the events that concern this queue), polling as a fallback.
   */
  consume<T, K extends DomainEventName>(
    queue: QueueName,
    options: ConsumerOptions,
    handle: (jobs: Job<T>[]) => Promise<void>,
    wakeOn: K,
    when: (payload: DomainEventMap[K]) => boolean = () => true,
  ): JobConsumer<T> {
    return this.wakeOn(this.jobs.consume<T>(queue, options, handle), wakeOn, when);
  }

  /** Wakes `loop` at once on the event that tells of new work for it (from any process). */
  wakeOn<L extends WorkLoop, K extends DomainEventName>(loop: L, event: K, when: (payload: DomainEventMap[K]) => boolean = () => true): L {
    this.events.on(event, (payload) => when(payload) && loop.wake());
    return loop;
  }
}
