import { ConfigError, loadConfig } from './config/app-config.js';
import { startServer } from './bootstrap.js';

async function main() {
  let config;
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
  const server = await startServer(config);
  const db = server.embedded ? `embedded PostgreSQL (files in ${config.dataDir})` : 'PostgreSQL at DATABASE_URL';
  console.log(`\n  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s with ${db}`);
  console.log(`  Open ${server.baseUrl}\n`);

  let signals = 0;
  const shutdown = (signal: string) => {
    if (++signals > 1) process.exit(1); // a second Ctrl+C: stop waiting
    console.log(`\n  ${signal}: stopping the server and the database…`);
    server.stop().then(
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

main().catch((err) => {
  console.error(`Could not start: ${err instanceof Error ? err.message : err}`);
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'verbose') console.error(err);
  process.exit(1);
});
