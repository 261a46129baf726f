import { Inject, Injectable } from '@nestjs/common';
import { API, type CrossSyncResult } from '@cod/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { safeFetch } from '../../common/safe-fetch/index.js';

const CHECKS = [API.health, API.websites.publicList];

/**
 * Diagnostics of the other deployments named in SYNC_TARGETS: does each answer its health check and
 * its public website list, how fast, and what did it say.
 */
@Injectable()
export class CrossSyncService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async test(userEmail: string): Promise<CrossSyncResult[]> {
    const endpoints = this.config.syncTargets.flatMap((base) => CHECKS.map((path) => `${base}${path}`));
    return Promise.all(endpoints.map((endpoint) => this.check(endpoint, userEmail)));
  }

  /** Which targets answer their health check (for the test variant of create-website). */
  async reachability(): Promise<{ url: string; success: boolean; error?: string }[]> {
    return Promise.all(
      this.config.syncTargets.map(async (url) => {
        const r = await this.check(`${url}${API.health}`);
        return { url, success: r.success, ...(r.error ? { error: r.error } : {}) };
      }),
    );
  }

  private async check(endpoint: string, userEmail?: string): Promise<CrossSyncResult> {
    const started = Date.now();
    try {
      const res = await safeFetch(endpoint, { timeoutMs: 5000, maxBytes: 512 * 1024, allowPrivate: this.config.outboundAllowPrivate, accept: 'application/json' });
      const text = res.body.toString('utf8');
      let details: unknown = text.slice(0, 500);
      try {
        const json = JSON.parse(text);
        details = Array.isArray(json) ? { items: json.length } : json;
      } catch {
        /* not JSON: keep the text */
      }
      const success = res.status >= 200 && res.status < 300;
      return { endpoint, success, status: res.status, ms: Date.now() - started, details: { response: details, ...(userEmail ? { userEmail } : {}) }, ...(success ? {} : { error: `HTTP ${res.status}` }) };
    } catch (err) {
      return { endpoint, success: false, ms: Date.now() - started, error: err instanceof Error ? err.message : String(err) };
    }
  }
}
