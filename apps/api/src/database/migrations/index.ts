import { Foundation1763800000000 } from './1763800000000-Foundation.js';

/** Every migration, in order. Listed explicitly: globbing compiled ESM files is fragile. */
export const MIGRATIONS = [Foundation1763800000000];
