/**
 * PostgreSQL errors the use cases turn into Japanese answers. node-postgres puts the SQLSTATE on
 * the error, Drizzle and PGlite wrap it as `cause`: both are read here, once.
 */
const sqlState = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/** 23505: a unique index refused the row (a code or number already taken). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** 23503: a foreign key refused the change (the row is still referenced, or the referenced one is gone). */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
