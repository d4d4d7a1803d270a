import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  idParam,
  jobCardCreateSchema,
  jobCardListQuerySchema,
  jobCardSchema,
  jobCardUpdateSchema,
  okSchema,
  type JobCard,
  rowsAndCount,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { baseVersion } from '../../lib/version.ts';
import { recordAccess, type AccessEntryInput } from '../../platform/access-log.ts';
import { idempotent } from '../../platform/idempotency.ts';

const tags = ['job cards'];
const pageSchema = success(rowsAndCount(jobCardSchema));

/** Issue 26: a job card answered (medical fields included) is a read of its customer's health data. */
const cardRead = (card: JobCard, detail?: string): AccessEntryInput => ({
  action: 'read',
  record: 'job_card',
  recordId: card.id,
  subject: { kind: 'customer', id: card.UserId },
  detail: detail ?? null,
});

export const jobCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = app.services.jobCards;
  /** One insert per request, whatever the number of entries. */
  const accessed = (req: Parameters<typeof actorOf>[0], entries: AccessEntryInput[]) =>
    recordAccess(app.database.db, actorOf(req), entries);

  app.get(
    API.jobCards.list,
    {
      schema: {
        tags,
        summary: 'Job cards, newest first, optionally by status (paged table)',
        querystring: jobCardListQuerySchema,
        response: { 200: pageSchema },
      },
    },
    async (req) => {
      const data = await jobs.list(req.query.status, req.query.offset, req.query.limit);
      await accessed(
        req,
        data.rows.map((card) => cardRead(card, 'list')),
      );
      return { status: 'success' as const, data };
    },
  );

  app.post(
    API.jobCards.list,
    {
      schema: {
        tags,
        summary: 'Create a job card for a customer',
        body: jobCardCreateSchema,
        response: { 201: success(jobCardSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => {
        const data = await jobs.create(req.body, actorOf(req));
        // The answer carries the medical fields: a read like any other (issue 39).
        await accessed(req, [cardRead(data, 'answer to its creation')]);
        return { status: 201, body: { status: 'success' as const, data } };
      }),
  );

  app.get(
    API.jobCards.search,
    {
      schema: {
        tags,
        summary: 'Find job cards by card number, client or patient name',
        querystring: z.object({
          searchTerm: z.string().trim().min(1, 'Type something to search for').max(100),
        }),
        response: { 200: success(z.array(jobCardSchema)) },
      },
    },
    async (req) => {
      const data = await jobs.search(req.query.searchTerm);
      await accessed(
        req,
        data.map((card) => cardRead(card, 'list')),
      );
      return { status: 'success' as const, data };
    },
  );

  app.get(
    API.jobCards.ofCustomer,
    {
      schema: {
        tags,
        summary: "A customer's job cards (paged table)",
        params: idParam,
        querystring: jobCardListQuerySchema.omit({ status: true }),
        response: { 200: pageSchema },
      },
    },
    async (req) => {
      const data = await jobs.forCustomer(req.params.id, req.query.offset, req.query.limit);
      await accessed(req, [
        {
          action: 'read',
          record: 'customer_job_cards',
          subject: { kind: 'customer', id: req.params.id },
          detail: `${data.rows.length} of ${data.count} job cards`,
        },
      ]);
      return { status: 'success' as const, data };
    },
  );

  app.get(
    API.jobCards.one,
    {
      schema: {
        tags,
        summary: 'One job card',
        params: idParam,
        response: { 200: success(jobCardSchema) },
      },
    },
    async (req) => {
      const data = await jobs.get(req.params.id);
      await accessed(req, [cardRead(data)]);
      return { status: 'success' as const, data };
    },
  );

  app.put(
    API.jobCards.one,
    {
      schema: {
        tags,
        summary:
          'Edit a job card and/or move its status (pending -> ongoing -> completed, or cancelled)',
        params: idParam,
        body: jobCardUpdateSchema,
        response: { 200: success(jobCardSchema) },
      },
    },
    async (req) => {
      const data = await jobs.update(
        req.params.id,
        { ...req.body, updatedAt: baseVersion(req, req.body.updatedAt) },
        actorOf(req),
      );
      // An edit or a status move answers the whole card, medical fields and
      // all (the SPEC's answer): accounted as a read of them (issue 39).
      await accessed(req, [cardRead(data, 'answer to an edit')]);
      return { status: 'success' as const, data };
    },
  );

  app.delete(
    API.jobCards.one,
    {
      schema: {
        tags,
        summary: 'Delete (soft) a job card',
        params: idParam,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await jobs.remove(req.params.id, actorOf(req));
      return { status: 'success' as const };
    },
  );

  app.get(
    API.jobCards.download,
    {
      schema: {
        tags,
        summary: 'The care card as a PDF',
        params: idParam,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const { pdf, fileName, customerId } = await jobs.careCard(req.params.id);
      await accessed(req, [
        {
          action: 'read',
          record: 'care_card',
          recordId: req.params.id,
          subject: { kind: 'customer', id: customerId },
        },
      ]);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
