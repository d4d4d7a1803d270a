import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { hasNul, NUL_HINT } from '@app/contract';

/** Where the values hold a NUL character, by field name ('lines.0.note'). */
export function nulFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return hasNul(value) && path ? [path] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    nulFields(inner, path ? `${path}.${key}` : key),
  );
}

/**
 * Validates a form with one of the contract's schemas, so the form shows the
 * very messages the API would answer. The values stay as typed (text, null
 * for an empty choice); the caller builds the payload with the same schema's
 * `parse`, which cannot fail once this resolver has passed. A field holding
 * a NUL character, which the API refuses whatever the schema, is marked too
 * (issue 38), so the save is refused here, on that field.
 */
export function contractResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  const resolve = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const nul = nulFields(values);
    if (nul.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<T>;
    for (const name of nul) {
      if (!get(errors, name)) set(errors, name, { type: 'nul', message: NUL_HINT });
    }
    return { values: {}, errors };
  };
}
