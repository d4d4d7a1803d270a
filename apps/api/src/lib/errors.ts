/** An expected failure with the status and the one sentence the client sees (API.md). */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, string>) =>
  new AppError(400, message, details);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

type DatabaseError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/**
 * The constraint a unique index refused a row by (PostgreSQL's 23505), found
 * on the error or in its causes (drizzle wraps the driver's), or undefined
 * when that was not the failure. The driver names the constraint; failing
 * that, its message does.
 */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as DatabaseError | undefined, i = 0; e && i < 4; i++, e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
  }
  return undefined;
}

/** A unique index refused the row (uniqueViolation). */
export const isUniqueViolation = (err: unknown) => uniqueViolation(err) !== undefined;
