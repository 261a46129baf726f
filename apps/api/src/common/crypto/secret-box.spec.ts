import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox('a-key-of-enough-entropy-for-tests-0123456789');

  it('seals to a prefixed, non-repeating text and opens it again', () => {
    const token = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
    const a = box.seal(token);
    const b = box.seal(token);
    expect(a).toMatch(/^enc:v1:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b); // a fresh nonce each time
    expect(a).not.toContain('AAHdq');
    expect(box.open(a)).toBe(token);
    expect(box.open(box.seal('šđčćž ✓'))).toBe('šđčćž ✓');
  });

  it('passes a value stored before sealing through, and refuses a tampered or foreign one', () => {
    expect(box.open('plain-old-value')).toBe('plain-old-value');
    const sealed = box.seal('secret');
    const raw = Buffer.from(sealed.slice('enc:v1:'.length), 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(() => box.open(`enc:v1:${raw.toString('base64url')}`)).toThrow();
    expect(() => new SecretBox('another-key-of-enough-entropy-0123456789').open(sealed)).toThrow();
  });
});
