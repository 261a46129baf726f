import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** From now on every answer closes its connection, so clients open their next request elsewhere. */
export function closeConnectionsAfterAnswers(server: Server) {
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
}

const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections and waits for the open ones to finish their requests: a keep-alive
 * connection is closed as soon as it is idle (its in-flight answer sent). After `timeoutMs` the rest
 * are cut. Resolves `clean` when none had to be cut.
 */
export function drainHttp(server: Server, timeoutMs: number): Promise<{ clean: boolean }> {
  return new Promise((resolve) => {
    let sweep: NodeJS.Timeout | undefined;
    let limit: NodeJS.Timeout | undefined;
    const done = (clean: boolean) => {
      clearInterval(sweep);
      clearTimeout(limit);
      resolve({ clean });
    };
    if (!server.listening) return done(true);
    server.close(() => done(true));
    sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    limit = setTimeout(() => {
      server.closeAllConnections();
      done(false);
    }, timeoutMs);
  });
}
