import fp from 'fastify-plugin';
import { hasNul, NUL_HINT } from '@app/contract';
import { badRequest } from '../lib/errors.ts';

/** Where in a parsed request part a text holds NUL, which PostgreSQL text cannot store. */
function nulAt(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return hasNul(value) ? path || '_' : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  const at = (k: string) => (path ? `${path}.${k}` : k);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = nulAt(value[i], at(String(i)), depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    if (hasNul(k)) return at(k.replaceAll('\u0000', ''));
    const hit = nulAt(v, at(k), depth + 1);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * A NUL character anywhere in the path, query or JSON body is refused with a
 * 400 before validation: PostgreSQL would reject it half-way through a write
 * (a 500), and no form can type one.
 */
export const inputGuard = fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const at = nulAt(part, '', 0);
      if (at !== undefined)
        throw badRequest('Text cannot contain the NUL character', {
          [at]: NUL_HINT,
        });
    }
  });
});
