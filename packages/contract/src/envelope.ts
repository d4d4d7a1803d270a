import { z } from 'zod';

// The API envelope (API.md).
export const failureSchema = z.object({
  status: z.literal('failed'),
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export function success<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

export const okSchema = z.object({ status: z.literal('success') });

/** Paging query of every list (API.md): offset default 0, limit default 40, at most 100. */
// `?limit=` (empty) means "not given", not zero.
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
export const pageQuerySchema = z.object({
  offset: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(0)),
  limit: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(40)),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const PAGE_SIZE = 40;
