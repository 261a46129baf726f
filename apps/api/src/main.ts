import { jsonLogLine } from './common/app-logger.js';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { startServer } from './bootstrap.js';

/** The lines an operator reads: pretty in plain format, one JSON object each with LOG_FORMAT=json. */
function say(config: AppConfig, level: 'log' | 'error', plain: string, json: string, params?: Record<string, unknown>) {
  if (config.logFormat === 'json') process.stdout.write(jsonLogLine(level, 'Server', json, params));
  else (level === 'error' ? console.error : console.log)(plain);
}

async function main() {
  // React renders the public pages (loaded later, by web-build.ts): its production build unless NODE_ENV says
  // otherwise. The development build, which an unset NODE_ENV selects, renders a thank-you page ≈ 2× slower.
  if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = Date.now();
  const server = await startServer(config).catch((err) => {
    say(config, 'error', `Could not start: ${err instanceof Error ? err.message : err}`, 'Could not start', { error: err instanceof Error ? err.message : String(err) });
    if (config.logLevel === 'debug' || config.logLevel === 'verbose') console.error(err);
    process.exit(1);
  });
  const seconds = (Date.now() - started) / 1000;
  const db = server.embedded ? `embedded PostgreSQL (files in ${config.dataDir})` : 'PostgreSQL at DATABASE_URL';
  say(config, 'log', `\n  Ready in ${seconds.toFixed(1)} s with ${db}\n  Open ${server.baseUrl}\n`, 'Ready', {
    seconds,
    database: server.embedded ? 'embedded' : 'DATABASE_URL',
    url: server.baseUrl,
  });

  let signals = 0;
  const shutdown = (signal: 'SIGINT' | 'SIGTERM') => {
    if (++signals > 1) process.exit(1); // a second Ctrl+C: stop waiting
    // SIGTERM comes from a supervisor behind a proxy: readiness turns 503 for SHUTDOWN_DELAY_MS first.
    // Ctrl+C is a person at a terminal: no delay.
    const delayMs = signal === 'SIGTERM' ? config.shutdown.delayMs : 0;
    say(config, 'log', `\n  ${signal}: finishing requests and jobs, then stopping the server and the database…`, 'Stopping', { signal, delayMs, timeoutMs: config.shutdown.timeoutMs });
    // Whatever hangs (the database's own stop included), the process ends within a bound.
    setTimeout(() => process.exit(1), delayMs + config.shutdown.timeoutMs + 20_000).unref();
    server.stop({ delayMs }).then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
