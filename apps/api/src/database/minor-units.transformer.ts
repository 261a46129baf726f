import { toMinor } from '@cod/contracts';
import type { ValueTransformer } from 'typeorm';

/** Money stored in integer minor units (bigint: the amount × 100, arriving from pg as a string); the entity holds the major amount. */
export const minorUnits: ValueTransformer = {
  to: (value: number | null | undefined) => (typeof value === 'number' ? toMinor(value) : value),
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value) / 100),
};
