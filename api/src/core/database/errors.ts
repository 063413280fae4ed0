import { QueryFailedError } from 'typeorm';

/** True when PostgreSQL refused a row for breaking a unique index (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  return (error.driverError as { code?: string } | undefined)?.code === '23505';
}
