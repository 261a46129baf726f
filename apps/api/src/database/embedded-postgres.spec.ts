import { describe, expect, it } from 'vitest';
import { socketDirOf } from './embedded-postgres.js';

describe('socketDirOf', () => {
  it('is the data folder while the socket path fits a socket address (107 bytes), else none (TCP only)', () => {
    expect(socketDirOf('/var/lib/cod/postgres', 54321)).toBe('/var/lib/cod/postgres');
    const fits = '/' + 'd'.repeat(107 - '/'.length - '/.s.PGSQL.54321'.length); // 107 bytes in all
    expect(socketDirOf(fits, 54321)).toBe(fits);
    expect(socketDirOf(fits + 'x', 54321)).toBeNull();
  });
});
