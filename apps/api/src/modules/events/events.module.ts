import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { DomainEvents } from './domain-events.js';
import { EventLog } from './event-log.js';
import { EventStream } from './event-stream.js';
import { EventsController } from './events.controller.js';

/** Domain events between processes (LISTEN/NOTIFY), the event log, and GET /api/events (SSE). */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [EventsController],
  providers: [DomainEvents, EventLog, EventStream],
  exports: [DomainEvents, EventLog],
})
export class EventsModule {}
