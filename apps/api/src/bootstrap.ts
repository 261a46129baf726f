import 'reflect-metadata';
import { LogLevel as NestLogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { AddressInfo } from 'node:net';
import { AppModule } from './app.module.js';
import { AppLogger } from './common/app-logger.js';
import { toErrorBody } from './common/filters/api-exception.filter.js';
import { publicBaseUrl, type AppConfig, type LogLevel } from './config/app-config.js';
import { PublicUrl } from './config/public-url.js';
import { persistentSecret } from './config/secrets.js';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './database/embedded-postgres.js';
import { OrderLimits } from './modules/orders/order-limits.js';
import { pageFastRoute, publicPagesMiddleware } from './modules/public-pages/public-pages.http.js';
import { orderFastRoute } from './modules/orders/order-fast-route.js';
import { OrderSubmission } from './modules/orders/order-submission.js';
import { installFastRoutes } from './common/http/fast-routes.js';
import { PublicPagesService } from './modules/public-pages/public-pages.service.js';
import { staticWeb, uploadsStatic } from './web/static-web.js';
import path from 'node:path';

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];
const nestLevels = (level: LogLevel) => LEVELS.slice(0, LEVELS.indexOf(level) + 1) as NestLogLevel[];

/** Settings that have a generated default kept in DATA_DIR. */
export function withSecrets(config: AppConfig): AppConfig {
  return { ...config, jwtSecret: config.jwtSecret ?? persistentSecret(config.dataDir, 'jwt-secret') };
}

/** The Nest application with every HTTP concern wired, not yet listening. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    logger: new AppLogger({ logLevels: nestLevels(config.logLevel) }),
    bodyParser: false,
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // Product pictures may still point at the shop they came from (a failed import keeps its URL).
          'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          'connect-src': ["'self'"],
          // Pages are often opened over plain http on a LAN address; upgrading would break them.
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.enableCors({
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  app.use(cookieParser());
  app.use('/api', express.json({ limit: '1mb' }));
  app.setGlobalPrefix('api');
  if (config.storage === 'local') app.use('/uploads', uploadsStatic(path.join(config.dataDir, 'uploads')));
  app.use(publicPagesMiddleware(app.get(PublicPagesService), app.get(OrderLimits)));
  app.use(staticWeb(config.webDistDir));
  await app.init();
  installFastRoutes(app.getHttpServer(), [pageFastRoute(app.get(PublicPagesService)), orderFastRoute(app.get(OrderSubmission), config.trustProxy)]);
  // Errors raised before Nest's router (e.g. malformed JSON) get the same JSON shape.
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const body = toErrorBody(err);
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
  stop(): Promise<void>;
}

/** Starts the database (embedded unless DATABASE_URL), migrates, seeds and listens. */
export async function startServer(rawConfig: AppConfig): Promise<RunningServer> {
  const config = withSecrets(rawConfig);
  let db: EmbeddedPostgresHandle | undefined;
  if (!config.databaseUrl) db = await startEmbeddedPostgres({ dataDir: config.dataDir });
  const databaseUrl = config.databaseUrl ?? db!.url;
  let app: NestExpressApplication | undefined;
  try {
    app = await createApp(config, databaseUrl);
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
    stop: () =>
      (stopping ??= (async () => {
        await app!.close();
        await db?.stop();
      })()),
  };
}
