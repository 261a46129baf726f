import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLogger } from './app-logger.js';
import { runWithRequestId } from './request-id.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (out.push(String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (err.push(String(chunk)), true));
  return { out, err };
}

afterEach(() => vi.restoreAllMocks());

describe('AppLogger, LOG_FORMAT=json', () => {
  const logger = () => new AppLogger({ logLevels: ['error', 'warn', 'log'], format: 'json' });

  it('writes one JSON object per line: time, level, pid, context, message; requestId inside a request', () => {
    const { out } = capture();
    const l = logger();
    l.log('outside', 'Boot');
    runWithRequestId('req-42', () => l.warn('inside "quoted"\nsecond line', 'Orders'));
    expect(out).toHaveLength(2);
    for (const line of out) expect(line.endsWith('\n') && !line.slice(0, -1).includes('\n')).toBe(true);
    const [a, b] = out.map((line) => JSON.parse(line));
    expect(a).toEqual({ time: expect.any(String), level: 'log', pid: process.pid, context: 'Boot', message: 'outside' });
    expect(new Date(a.time).toISOString()).toBe(a.time);
    expect(b).toEqual({ time: expect.any(String), level: 'warn', pid: process.pid, context: 'Orders', requestId: 'req-42', message: 'inside "quoted"\nsecond line' });
  });

  it('errors go to stderr with their stack, whether given as a stack string or as an Error', () => {
    const { out, err } = capture();
    const l = logger();
    const boom = new Error('boom');
    runWithRequestId('req-7', () => l.error('failed to save', boom.stack, 'Orders'));
    l.error(boom, 'Jobs');
    expect(out).toHaveLength(0);
    expect(err).toHaveLength(2);
    const [a, b] = err.map((line) => JSON.parse(line));
    expect(a).toMatchObject({ level: 'error', context: 'Orders', requestId: 'req-7', message: 'failed to save' });
    expect(a.stack).toContain('Error: boom');
    expect(b).toMatchObject({ level: 'error', context: 'Jobs', message: 'boom', error: { name: 'Error', message: 'boom' } });
    expect(b.stack).toContain('app-logger.spec.ts');
    expect(b.requestId).toBeUndefined();
  });

  it('keeps the start-up chatter out below debug', () => {
    const { out } = capture();
    logger().log('AppModule dependencies initialized', 'InstanceLoader');
    expect(out).toHaveLength(0);
  });
});

describe('AppLogger, LOG_FORMAT=plain (default)', () => {
  it("is Nest's line, with [req id] after the context inside a request", () => {
    const { out } = capture();
    const l = new AppLogger({ logLevels: ['log'], colors: false });
    l.log('outside', 'Boot');
    runWithRequestId('req-9', () => l.log('inside', 'HTTP'));
    expect(out[0]).toMatch(/^\[Nest\] \d+ {2}- .+ {5}LOG \[Boot\] outside\n$/);
    expect(out[1]).toMatch(/LOG \[HTTP\] \[req req-9\] inside\n$/);
  });
});
