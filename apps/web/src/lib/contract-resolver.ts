import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a form with one of the contract's schemas, so the form shows the
 * very messages the API would answer. The values stay as typed (text, null
 * for an empty choice); the caller builds the payload with the same schema's
 * `parse`, which cannot fail once this resolver has passed.
 */
export function contractResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<T>;
}
