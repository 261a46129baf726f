export { EventsModule } from './events.module.js';
export { DomainEvents, type DomainEvent, type DomainEventMap, type DomainEventName, type OrderEvent } from './domain-events.js';
export { EventLog, type LoggedEvent } from './event-log.js';
export { EventStream } from './event-stream.js';
export { EVENTS_CHANNEL, orderCreatedLogOf, type EventClient } from './events.repository.js';
