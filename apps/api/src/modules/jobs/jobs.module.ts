import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service.js';
import { ProcessHeartbeat } from './process-heartbeat.js';

@Global()
@Module({ providers: [ProcessHeartbeat, JobsService], exports: [ProcessHeartbeat, JobsService] })
export class JobsModule {}
