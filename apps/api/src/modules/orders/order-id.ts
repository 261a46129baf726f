import { randomBytes } from 'node:crypto';

// No 0/O, 1/I/L: customers read order numbers over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

// Random bytes drawn 4 KiB at a time (as crypto.randomUUID keeps its own cache): one system call per ≈ 300
// order numbers instead of one per number, on the path that takes an order burst.
const POOL_SIZE = 4096;
let pool = randomBytes(POOL_SIZE);
let next = 0;

function randomByte(): number {
  if (next === POOL_SIZE) {
    pool = randomBytes(POOL_SIZE);
    next = 0;
  }
  return pool[next++];
}

/** A public, unguessable order number: 'N' + 12 characters (≈ 59 bits). */
export function newOrderId(prefix = 'N'): string {
  let id = prefix;
  while (id.length < 13) {
    // Bytes past the last whole multiple of the alphabet are skipped, so every character is equally likely.
    const b = randomByte();
    if (b < 248) id += ALPHABET[b % ALPHABET.length];
  }
  return id;
}

export const ORDER_ID_RE = /^[NU][2-9A-Z]{12}$/;
