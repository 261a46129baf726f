import 'reflect-metadata';
import { LogLevel as NestLogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX, TOTAL_COUNT_HEADER } from '@cod/contracts';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AppModule } from './app.module.js';
import { AppLogger } from './common/app-logger.js';
import { retryAfterOf, toErrorBody } from './common/filters/api-exception.filter.js';
import { collectFastRoutes, installFastRoutes } from './common/http/fast-route.js';
import { jsonBodyParser } from './common/http/json-body.js';
import { installRequestIds, REQUEST_ID_HEADER } from './common/request-id.js';
import { HELMET_OPTIONS } from './common/http/security-headers.js';
import { publicBaseUrl, type AppConfig, type LogLevel } from './config/app-config.js';
import { PublicUrl } from './config/public-url.js';
import { persistentSecret } from './config/secrets.js';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './database/embedded-postgres.js';
import { gracefulStop, type StopOptions } from './graceful-stop.js';
import { OrphanedWork } from './modules/deliveries/index.js';
import { JobsService } from './modules/jobs/index.js';
import { staticWeb, uploadsStatic } from './web/static-web.js';

/** JSON bodies of the Express routes (a website with its content is the largest). */
const MAX_JSON_BODY = 1024 * 1024;

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];
const nestLevels = (level: LogLevel) => LEVELS.slice(0, LEVELS.indexOf(level) + 1) as NestLogLevel[];

/** Settings that have a generated default kept in DATA_DIR. */
export function withSecrets(config: AppConfig): AppConfig {
  return {
    ...config,
    jwtSecret: config.jwtSecret ?? persistentSecret(config.dataDir, 'jwt-secret'),
    secretsKey: config.secretsKey ?? persistentSecret(config.dataDir, 'secrets-key'),
  };
}

/** The Nest application with every HTTP concern wired, not yet listening. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    logger: new AppLogger({ logLevels: nestLevels(config.logLevel), format: config.logFormat }),
    bodyParser: false,
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(helmet(HELMET_OPTIONS));
  app.enableCors({
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID', REQUEST_ID_HEADER],
    exposedHeaders: [TOTAL_COUNT_HEADER, 'Content-Disposition', REQUEST_ID_HEADER],
    maxAge: 600,
  });
  app.use(cookieParser());
  app.use(API_PREFIX, jsonBodyParser(MAX_JSON_BODY));
  app.setGlobalPrefix(API_PREFIX.slice(1));
  if (config.storage === 'local') app.use('/uploads', uploadsStatic(path.join(config.dataDir, 'uploads')));
  app.use(staticWeb(config.webDistDir));
  await app.init();
  // The hot public paths (sales pages, new orders) are answered before Express by the modules that own them.
  installFastRoutes(app.getHttpServer(), collectFastRoutes(app));
  // Outermost: every request, fast routes included, gets an X-Request-Id and carries it into the logs.
  installRequestIds(app.getHttpServer());
  // Errors raised before Nest's router (e.g. a body over the limit) get the same JSON shape.
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const body = toErrorBody(err);
    const retryAfter = retryAfterOf(err);
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    if (body.statusCode === 413) res.setHeader('Connection', 'close');
    res.status(body.statusCode).json(body);
  });
  return app;
}

export interface RunningServer {
  app: NestExpressApplication;
  port: number;
  baseUrl: string;
  databaseUrl: string;
  embedded: boolean;
  /** Drains and stops (graceful-stop.ts), then stops the embedded database. The first call's options count. */
  stop(options?: StopOptions): Promise<void>;
}

/** Starts the database (embedded unless DATABASE_URL), migrates, seeds and listens. */
export async function startServer(rawConfig: AppConfig): Promise<RunningServer> {
  const config = withSecrets(rawConfig);
  let db: EmbeddedPostgresHandle | undefined;
  if (!config.databaseUrl) db = await startEmbeddedPostgres({ dataDir: config.dataDir, serverLog: config.embeddedPgLog });
  const databaseUrl = config.databaseUrl ?? db!.url;
  let app: NestExpressApplication | undefined;
  try {
    app = await createApp(config, databaseUrl);
    // With the embedded database this process is its only user: what a killed earlier run left half done resumes
    // now, before this process fetches any job of its own.
    if (db) await app.get(OrphanedWork).recover();
    app.get(JobsService).startConsumers();
    await app.listen(config.port, config.host);
  } catch (err) {
    await app?.close().catch(() => undefined);
    await db?.stop();
    throw err;
  }
  const port = (app.getHttpServer().address() as AddressInfo).port;
  app.get(PublicUrl).setListeningPort(port);
  let stopping: Promise<void> | undefined;
  return {
    app,
    port,
    baseUrl: publicBaseUrl(config, port),
    databaseUrl,
    embedded: !!db,
    stop: (options) =>
      (stopping ??= (async () => {
        await gracefulStop(app!, { timeoutMs: config.shutdown.timeoutMs, ...options });
        await db?.stop();
      })()),
  };
}
