import { ConsoleLogger, type ConsoleLoggerOptions, type LogLevel } from '@nestjs/common';
import { currentRequestId } from './request-id.js';

// Start-up chatter that says nothing an operator needs at the default level.
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** `plain`: Nest's coloured console lines; `json`: one JSON object per line (LOG_FORMAT). */
export type LogFormat = 'plain' | 'json';

/** One line of LOG_FORMAT=json. */
export interface JsonLogLine {
  /** ISO 8601, UTC. */
  time: string;
  level: LogLevel;
  pid: number;
  context?: string;
  /** The HTTP request the line belongs to (X-Request-Id), when written while handling one. */
  requestId?: string;
  message: unknown;
  /** The stack of an error logged with one. */
  stack?: unknown;
  /** An Error logged as such: name, message, stack, code… */
  error?: Record<string, unknown>;
  params?: Record<string, unknown>;
}

type JsonLogOptions = {
  context: string;
  logLevel: LogLevel;
  errorStack?: unknown;
  params?: Record<string, unknown>;
  error?: Error;
};

/**
 * Nest's console logger without the per-module start-up lines (shown again with LOG_LEVEL=debug).
 * Lines written while handling an HTTP request carry its id: a `[req …]` prefix in plain format,
 * `requestId` in JSON.
 */
export class AppLogger extends ConsoleLogger {
  constructor(options: ConsoleLoggerOptions & { format?: LogFormat } = {}) {
    const { format = 'plain', ...rest } = options;
    super(format === 'json' ? { ...rest, json: true, colors: false, compact: true } : rest);
  }

  override log(message: unknown, context?: string) {
    if (context && QUIET_CONTEXTS.has(context) && !this.isLevelEnabled('debug')) return;
    super.log(message, context);
  }

  protected override formatMessage(
    logLevel: LogLevel,
    message: unknown,
    pidMessage: string,
    formattedLogLevel: string,
    contextMessage: string,
    timestampDiff: string,
    params?: Record<string, any>,
  ): string {
    const id = currentRequestId();
    return super.formatMessage(logLevel, message, pidMessage, formattedLogLevel, id ? `${contextMessage}[req ${id}] ` : contextMessage, timestampDiff, params);
  }

  protected override getJsonLogObject(message: unknown, options: JsonLogOptions) {
    const line: JsonLogLine = { time: new Date().toISOString(), level: options.logLevel, pid: process.pid, message };
    if (options.context) line.context = options.context;
    const requestId = currentRequestId();
    if (requestId) line.requestId = requestId;
    if (options.errorStack) line.stack = options.errorStack;
    if (options.error) {
      line.error = this.serializeError(options.error);
      line.stack ??= options.error.stack;
    }
    if (options.params) line.params = options.params;
    // Nest's own shape has `timestamp` (epoch ms); ours says `time` (ISO), which log shippers read as is.
    return line as any;
  }
}

/** One LOG_FORMAT=json line written without a logger (the start-up banner, the first admin's password). */
export function jsonLogLine(level: LogLevel, context: string, message: string, params?: Record<string, unknown>): string {
  const line: JsonLogLine = { time: new Date().toISOString(), level, pid: process.pid, context, message };
  if (params) line.params = params;
  return JSON.stringify(line) + '\n';
}
