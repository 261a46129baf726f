import type { DomainEventMap, DomainEventName, DomainEvents } from '../../events/index.js';
import type { ConsumerOptions, Job, JobConsumer, JobsService, QueueName } from '../../jobs/index.js';

/**
 * Runs `handle` over `queue`'s jobs in this process, woken at once by the event that tells of new jobs
 * (from any process; `when` picks the events that concern this queue), polling as a fallback.
 */
export function consumeWoken<T, K extends DomainEventName>(
  jobs: JobsService,
  events: DomainEvents,
  queue: QueueName,
  options: ConsumerOptions,
  handle: (jobs: Job<T>[]) => Promise<void>,
  wakeOn: K,
  when: (payload: DomainEventMap[K]) => boolean = () => true,
): JobConsumer<T> {
  const consumer = jobs.consume<T>(queue, options, handle);
  events.on(wakeOn, (payload) => when(payload) && consumer.wake());
  return consumer;
}
