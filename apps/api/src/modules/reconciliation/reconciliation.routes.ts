import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  idParam,
  pageQuerySchema,
  reconImportPageSchema,
  reconImportRequestSchema,
  reconImportSchema,
  reconLinePageSchema,
  reconLineSchema,
  reconLinesQuerySchema,
  reconMappingUpdateSchema,
  reconMatchRequestSchema,
  reconPreviewRequestSchema,
  reconPreviewSchema,
  reconProviderParam,
  reconSavedMappingSchema,
  reconSummaryQuerySchema,
  reconSummarySchema,
  reconUnbackedPageSchema,
  reconUnbackedQuerySchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';

const tags = ['reconciliation'];
/**
 * A statement of 50,000 lines is about 5 MB, sent inside JSON: these two
 * routes take up to 30 MB; every other keeps the app's 1 MB.
 */
export const FILE_BODY_LIMIT = 30 * 1024 * 1024;

/** Mobile money statements against the ledger (issue 25); anyone who may use Finance. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const recon = app.services.reconciliation;

  app.post(
    API.reconciliation.preview,
    {
      bodyLimit: FILE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "A statement's headings, first rows and column mapping (remembered or guessed); stores nothing",
        body: reconPreviewRequestSchema,
        response: { 200: success(reconPreviewSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await recon.preview(req.body) }),
  );

  app.get(
    API.reconciliation.mapping,
    {
      schema: {
        tags,
        summary: "A provider's remembered column mapping (null when none yet)",
        params: reconProviderParam,
        response: { 200: success(reconSavedMappingSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await recon.mapping(req.params.provider) }),
  );

  app.put(
    API.reconciliation.mapping,
    {
      schema: {
        tags,
        summary: "Remember a provider's column mapping",
        params: reconProviderParam,
        body: reconMappingUpdateSchema,
        response: { 200: success(reconSavedMappingSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await recon.saveMapping(req.params.provider, req.body.mapping, actorOf(req)),
    }),
  );

  app.post(
    API.reconciliation.imports,
    {
      bodyLimit: FILE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Upload a statement: stored, its mapping remembered, imported and matched on the queue (202)',
        body: reconImportRequestSchema,
        response: { 202: success(reconImportSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 202,
        body: {
          status: 'success' as const,
          data: await recon.startImport(req.body, actorOf(req)),
        },
      })),
  );

  app.get(
    API.reconciliation.imports,
    {
      schema: {
        tags,
        summary: 'The statements uploaded, newest first',
        querystring: pageQuerySchema,
        response: { 200: success(reconImportPageSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await recon.imports(req.query.offset, req.query.limit),
    }),
  );

  app.get(
    API.reconciliation.import,
    {
      schema: {
        tags,
        summary:
          "An import's progress: state, rows read, added, duplicates, rejected (with row numbers)",
        params: idParam,
        response: { 200: success(reconImportSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await recon.importStatus(req.params.id) }),
  );

  app.get(
    API.reconciliation.lines,
    {
      schema: {
        tags,
        summary:
          'Statement lines by state, month, provider or import, each with its entry or suggestions',
        querystring: reconLinesQuerySchema,
        response: { 200: success(reconLinePageSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await recon.lines(req.query) }),
  );

  app.post(
    API.reconciliation.match,
    {
      schema: {
        tags,
        summary:
          'Match a payment to a ledger entry (by id or receipt number): the entry is set Paid',
        params: idParam,
        body: reconMatchRequestSchema,
        response: { 200: success(reconLineSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await recon.match(req.params.id, req.body, actorOf(req)),
    }),
  );

  app.delete(
    API.reconciliation.match,
    {
      schema: {
        tags,
        summary: "Undo a payment's match: the entry's previous status back, suggestions recomputed",
        params: idParam,
        response: { 200: success(reconLineSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await recon.unmatch(req.params.id, actorOf(req)),
    }),
  );

  app.get(
    API.reconciliation.unbacked,
    {
      schema: {
        tags,
        summary:
          "A month's ledger entries marked Paid by mobile money with no payment matched to them",
        querystring: reconUnbackedQuerySchema,
        response: { 200: success(reconUnbackedPageSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await recon.unbacked(req.query.month, req.query.offset, req.query.limit),
    }),
  );

  app.get(
    API.reconciliation.summary,
    {
      schema: {
        tags,
        summary:
          "A month's reconciliation by provider: received, matched, unmatched, difference (UGX)",
        querystring: reconSummaryQuerySchema,
        response: { 200: success(reconSummarySchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await recon.summary(req.query.month) }),
  );
};
