export { EventsModule } from './events.module.js';
export { DomainEvents, type DomainEventMap, type DomainEventName } from './domain-events.js';
