export { JobsModule } from './jobs.module.js';
export { JobsService, type RetryPolicy } from './jobs.service.js';
export { JobConsumer, type ConsumerOptions, type Job } from './job-consumer.js';
export { WorkLoop, type LoopOptions } from './work-loop.js';
export { DELIVERY_QUEUES, QUEUES, type DeliveryJobData, type QueueName } from './queues.js';
export { DEAD_AFTER_SECONDS, HEARTBEAT_MS, ProcessHeartbeat } from './process-heartbeat.js';
