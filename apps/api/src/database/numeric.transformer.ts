import type { ValueTransformer } from 'typeorm';

/** numeric(12,2) columns arrive from pg as strings; the API speaks numbers in the currency's major unit. */
export const numeric: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? null : Number(value)),
};
