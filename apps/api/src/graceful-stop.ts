import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { closeConnectionsAfterAnswers, drainHttp } from './common/http/drain-http.js';
import { EventStream } from './modules/events/index.js';
import { ReadinessService } from './modules/health/index.js';
import { JobsService } from './modules/jobs/index.js';

export interface StopOptions {
  /** How long to keep serving, with readiness at 503, before the listener closes (a proxy's time to notice). */
  delayMs?: number;
  /** How long in-flight requests and running job batches may then take before they are cut. */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the application without losing what is in flight (README "Running several processes"):
 * 1. readiness answers 503 `shutting-down` and every answer closes its connection, while requests are
 *    still served for `delayMs`, so a proxy polling readiness moves traffic away before anything is refused;
 * 2. the listener closes; requests in flight finish (idle keep-alive connections close), the events streams
 *    end with a 1 s reconnect hint, and job consumers fetch nothing more while their running batches finish,
 *    all within `timeoutMs` (connections still open then are cut, a batch still running is left to expire);
 * 3. only then the modules shut down and the database pools close.
 */
export async function gracefulStop(app: NestExpressApplication, { delayMs = 0, timeoutMs = 6000 }: StopOptions = {}): Promise<void> {
  const logger = new Logger('Shutdown');
  const server = app.getHttpServer() as Server;
  app.get(ReadinessService).shutDown();
  closeConnectionsAfterAnswers(server);
  if (delayMs > 0) {
    logger.log(`Readiness now 503; serving for ${delayMs} ms more before closing`);
    await sleep(delayMs);
  }
  const started = Date.now();
  const http = drainHttp(server, timeoutMs);
  app.get(EventStream).closeAll();
  let limit: NodeJS.Timeout | undefined;
  const jobs = Promise.race([app.get(JobsService).stopConsumers().then(() => true), new Promise<false>((resolve) => (limit = setTimeout(resolve, timeoutMs, false)))]);
  const [{ clean }, jobsDone] = await Promise.all([http, jobs]);
  clearTimeout(limit);
  if (!clean) logger.warn(`Requests still open after ${timeoutMs} ms were cut`);
  if (!jobsDone) logger.warn(`Job batches still running after ${timeoutMs} ms are left to expire and run again`);
  logger.log(`Drained in ${Date.now() - started} ms`);
  await app.close();
}
