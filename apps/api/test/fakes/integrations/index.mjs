// All integration fakes at once, with the environment that points our API at them.
import { startFakeGoogle } from './google.mjs';
import { startFakeGraph } from './graph.mjs';
import { startFakeTelegram } from './telegram.mjs';
import { startFakeTrackify } from './trackify.mjs';

export { startFakeGoogle, startFakeGraph, startFakeTelegram, startFakeTrackify };

/**
 * Starts Telegram, Google, Graph and Trackify RS + ME fakes (random ports unless `ports` names them).
 * Returns the fakes, `env` for the API, `reset()` and `close()`.
 */
export async function startIntegrationFakes({ ports = {} } = {}) {
  const started = await Promise.allSettled([
    startFakeTelegram({ port: ports.telegram }),
    startFakeGoogle({ port: ports.google }),
    startFakeGraph({ port: ports.graph }),
    startFakeTrackify({ port: ports.trackifyRs, country: 'RS' }),
    startFakeTrackify({ port: ports.trackifyMe, country: 'ME' }),
  ]);
  const fakes = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(fakes.map((f) => f.close()));
    throw failed.reason;
  }
  const [telegram, google, graph, trackifyRs, trackifyMe] = fakes;
  return {
    telegram,
    google,
    graph,
    trackifyRs,
    trackifyMe,
    env: {
      TELEGRAM_API_URL: telegram.url,
      GOOGLE_SHEETS_API_URL: google.url,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      GOOGLE_SERVICE_ACCOUNT_JSON: google.serviceAccountJson,
      FACEBOOK_GRAPH_URL: graph.url,
      TRACKIFY_RS_URL: trackifyRs.url,
      TRACKIFY_ME_URL: trackifyMe.url,
    },
    /** Resets every fake (requests, data, faults; credentials stay). */
    reset() {
      for (const fake of fakes) fake.reset();
    },
    /** Closes every fake. */
    async close() {
      await Promise.all(fakes.map((f) => f.close()));
    },
  };
}
