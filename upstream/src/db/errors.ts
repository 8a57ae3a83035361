/** What PostgreSQL (pg or PGlite) says of a failed statement; drizzle wraps the driver's error in `cause`. */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  let e: unknown = err;
  for (let i = 0; e && typeof e === 'object' && i < 4; i++) {
    const x = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (typeof x.code === 'string') {
      const constraint = x.constraint ?? x.constraint_name;
      return { code: x.code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = x.cause;
  }
  return {};
}

/** A unique constraint refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown) => pgError(err).code === '23505';
