import { randomBytes } from 'node:crypto';

// No 0/O, 1/I/L: customers read order numbers over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A public, unguessable order number: 'N' + 12 characters (≈ 59 bits). */
export function newOrderId(prefix = 'N'): string {
  const bytes = randomBytes(12);
  let id = prefix;
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return id;
}

export const ORDER_ID_RE = /^[NU][2-9A-Z]{12}$/;
