import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../src/bootstrap.js';
import { loadConfig } from '../src/config/app-config.js';
import { ADMIN } from './helpers.js';

/** A data folder of a test's own server (readable by the embedded PostgreSQL's user). */
export function ownDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.chmodSync(dataDir, 0o755);
  return dataDir;
}

/** The settings of a test's own server: the test run's environment, the test defaults, then the file's own. */
export function ownServerEnv(dataDir: string, settings: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // As `npm start` runs (main.ts): React's production build for the pages it renders.
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    AI_PROVIDER: 'offline',
    SYNC_TARGETS: '',
    ...settings,
  };
}

/**
 * API processes of one test file's own (two processes on one database, other settings than the shared
 * server): each with a data folder of its own and the test defaults under the file's settings;
 * `stopAll()` stops them and removes their folders.
 */
export class OwnServers {
  readonly bases: string[] = [];
  private readonly running: { server: RunningServer; dataDir: string }[] = [];

  constructor(private readonly prefix: string) {}

  async start(settings: Record<string, string>): Promise<RunningServer> {
    const dataDir = ownDataDir(this.prefix);
    const server = await startServer(loadConfig(ownServerEnv(dataDir, settings)));
    this.running.push({ server, dataDir });
    this.bases.push(`http://127.0.0.1:${server.port}`);
    return server;
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.running.map(({ server }) => server.stop()));
    for (const { dataDir } of this.running) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
