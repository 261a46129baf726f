const UNIQUE_VIOLATION = '23505';

/** PostgreSQL refused a write for a unique index (from pg directly, or wrapped by TypeORM as QueryFailedError). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | null;
  return e?.code === UNIQUE_VIOLATION || e?.driverError?.code === UNIQUE_VIOLATION;
}
