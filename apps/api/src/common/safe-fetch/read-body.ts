import type { IncomingMessage } from 'node:http';
import { Transform, Writable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { SafeFetchError } from './safe-fetch-error.js';

/** 'deflate' is meant to be zlib-wrapped, but some servers send raw deflate: decide on the first bytes. */
class AutoInflate extends Transform {
  private inner?: zlib.Inflate | zlib.InflateRaw;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.inner) {
      const zlibHeader = chunk.length >= 2 && (chunk[0]! & 0x0f) === 8 && ((chunk[0]! << 8) | chunk[1]!) % 31 === 0;
      this.inner = zlibHeader ? zlib.createInflate() : zlib.createInflateRaw();
      this.inner.on('data', (data: Buffer) => this.push(data));
      this.inner.on('error', (error) => this.destroy(error));
    }
    this.inner.write(chunk, () => callback());
  }

  override _flush(callback: TransformCallback): void {
    if (!this.inner) return callback();
    this.inner.once('end', () => callback());
    this.inner.end();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void): void {
    this.inner?.destroy();
    callback(error);
  }
}

function decoderFor(encoding: string): Transform | null {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return new AutoInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    case 'identity':
    case '':
      return null;
    default:
      throw new SafeFetchError('network', `Unsupported content-encoding: ${encoding}`);
  }
}

function tooLarge(maxBytes: number): SafeFetchError {
  return new SafeFetchError('too_large', `The response is larger than ${maxBytes} bytes`);
}

/** Caps a stream at maxBytes, failing as soon as the cap is passed. */
function byteCap(maxBytes: number, onChunk?: (chunk: Buffer) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) return callback(tooLarge(maxBytes));
      onChunk?.(chunk);
      callback(null, chunk);
    },
  });
}

/**
 * Reads a response body, decoding gzip/deflate/br. The cap applies to the encoded bytes and, separately,
 * to the decoded bytes, so a small compressed bomb is stopped once its output passes the cap.
 */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const encodings = (response.headers['content-encoding'] ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e && e !== 'identity')
    .reverse();
  const decoders = encodings.map(decoderFor).filter((d): d is Transform => d !== null);

  let rawBytes = 0;
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  try {
    await pipeline([
      response,
      byteCap(maxBytes, (chunk) => (rawBytes += chunk.length)),
      ...decoders,
      byteCap(maxBytes),
      sink,
    ]);
  } catch (error) {
    // An empty body (HEAD, 204, 304) carries no compressed stream at all.
    if (rawBytes === 0 && decoders.length > 0 && !(error instanceof SafeFetchError) && response.complete) {
      return Buffer.alloc(0);
    }
    throw error;
  }
  return Buffer.concat(chunks);
}
