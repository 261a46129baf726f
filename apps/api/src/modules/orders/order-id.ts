import { randomBytes } from 'node:crypto';

// No 0/O, 1/I/L: customers read order numbers over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A public, unguessable order number: 'N' + 12 characters (≈ 59 bits). */
export function newOrderId(prefix = 'N'): string {
  let id = prefix;
  while (id.length < 13) {
    // Bytes past the last whole multiple of the alphabet are skipped, so every character is equally likely.
    for (const b of randomBytes(16)) if (b < 248 && id.length < 13) id += ALPHABET[b % ALPHABET.length];
  }
  return id;
}

export const ORDER_ID_RE = /^[NU][2-9A-Z]{12}$/;
