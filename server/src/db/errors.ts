/**
 * What a database refusal was, looked for through drizzle's wrapping of the driver's error (pg and
 * PGlite both carry the SQLSTATE in `code` and the constraint's name in `constraint`).
 */
interface DriverFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function driverError(error: unknown): DriverFields | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const fields = current as DriverFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** SQLSTATE of a driver error: 23503 foreign key, 23505 unique, 23514 check ... */
export function sqlState(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined;
}

/** The name of the constraint a driver error names, if any. */
export function sqlConstraint(error: unknown): string | undefined {
  const constraint = driverError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
