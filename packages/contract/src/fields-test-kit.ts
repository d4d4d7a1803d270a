import type { z } from 'zod';

/** The first message of a refused value. */
export function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]!.message;
}
