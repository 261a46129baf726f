export { EventsModule } from './events.module.js';
export { DomainEvents, type DomainEventMap, type DomainEventName } from './domain-events.js';
export { EventLog, type LoggedEvent } from './event-log.js';
export { EventStream } from './event-stream.js';
