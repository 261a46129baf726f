import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorBody } from '../filters/api-exception.filter.js';

export const NDJSON = 'application/x-ndjson';

/** What a call with progress answers: its status and body, as it would without progress. */
export interface CallResult<R> {
  status: number;
  body: R;
}

/** Lines of a progress stream: the work's own events, then `{type:'result', result}` or `{type:'error', statusCode, message}`. */
export type ProgressLine<E, R> = E | { type: 'result'; result: R } | { type: 'error'; statusCode: number; message: string };

const logger = new Logger('HTTP');

/**
 * Answers a long call: as plain JSON, or, when the client accepts NDJSON, as one JSON line per progress
 * event followed by the result. The stream starts with the first event, so whatever the work refuses
 * before it reports progress (validation, a taken address) is still a normal JSON error with its status.
 */
export async function answerWithProgress<E extends object, R>(
  req: Request,
  res: Response,
  work: (onEvent: (event: E) => void) => Promise<CallResult<R>>,
): Promise<void> {
  if (!(req.get('accept') ?? '').includes(NDJSON)) {
    const out = await work(() => undefined);
    res.status(out.status).json(out.body);
    return;
  }
  const send = (line: ProgressLine<E, R>) => {
    if (!res.headersSent) {
      res.status(200).type(NDJSON).setHeader('Cache-Control', 'no-cache, no-transform');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
    }
    res.write(`${JSON.stringify(line)}\n`);
  };
  let out: CallResult<R>;
  try {
    out = await work(send);
  } catch (err) {
    if (!res.headersSent) throw err; // nothing streamed yet: the exception filter answers
    const error = toErrorBody(err);
    if (error.statusCode >= 500) logger.error(`${req.method} ${req.originalUrl}: ${(err as Error)?.stack ?? err}`);
    send({ type: 'error', statusCode: error.statusCode, message: error.message });
    res.end();
    return;
  }
  if (!res.headersSent) {
    res.status(out.status).json(out.body); // the work reported no progress: a plain answer
    return;
  }
  send({ type: 'result', result: out.body });
  res.end();
}
