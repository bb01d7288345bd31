// PostgreSQL's unique_violation, as postgres-js raises it or as drizzle wraps it (`cause`).
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}
