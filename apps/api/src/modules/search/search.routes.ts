import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, customerSchema, nurseListItemSchema, success } from '@app/contract';

// API.md: at least 3 characters; names and phone numbers, any part, case- and
// accent-insensitive.
const searchQuery = z.object({
  type: z.enum(['nurse', 'customer'], { error: 'type is nurse or customer' }),
  searchTerm: z.string().trim().min(3, 'Type at least 3 characters').max(100),
});

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.search.all,
    {
      schema: {
        tags: ['search'],
        summary: 'Search customers or nurses by name or phone number',
        querystring: searchQuery,
        response: {
          200: success(z.union([z.array(customerSchema), z.array(nurseListItemSchema)])),
        },
      },
    },
    async (req) => {
      const { type, searchTerm } = req.query;
      const data =
        type === 'customer'
          ? await app.services.customers.search(searchTerm)
          : await app.services.nurses.search(searchTerm);
      return { status: 'success' as const, data };
    },
  );
};
