import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  HEADERS,
  PAYOUT_LEFT_OUT_HEADER,
  batchCancelSchema,
  batchCreateSchema,
  batchExportQuerySchema,
  batchListQuerySchema,
  batchListSchema,
  batchSchema,
  idParam,
  lineIdParam,
  linePaidSchema,
  nursePaySchema,
  payrollSettingsSchema,
  payrollSettingsUpdateSchema,
  resultsAnswerSchema,
  resultsImportSchema,
  statementQuerySchema,
  success,
  unpaidQuerySchema,
  unpaidSchema,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { recordAccess } from '../../platform/access-log.ts';
import { idempotent } from '../../platform/idempotency.ts';

const tags = ['payroll'];
const admin = { roles: ['ADMIN' as const] };
const keyOf = (req: { headers: Record<string, unknown> }) => {
  const key = req.headers[HEADERS.idempotencyKey];
  return typeof key === 'string' ? key : undefined;
};

/** Nurse payroll (issue 25): unpaid jobs, payout batches, their files and payments. */
export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  const payroll = app.services.payroll;

  app.get(
    API.payroll.unpaid,
    {
      schema: {
        tags,
        summary:
          'Completed nurse jobs not yet paid nor in an open batch, by nurse; period on the end date, station (or none)',
        querystring: unpaidQuerySchema,
        response: { 200: success(unpaidSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await payroll.unpaid(req.query) }),
  );

  app.post(
    API.payroll.batches,
    {
      schema: {
        tags,
        summary:
          'Draft a payout batch of nurse jobs (Idempotency-Key honoured); 409 names a job not payable or already in an open batch',
        body: batchCreateSchema,
        response: { 201: success(batchSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: {
          status: 'success' as const,
          data: await payroll.create(req.body, actorOf(req), keyOf(req)),
        },
      })),
  );

  app.get(
    API.payroll.batches,
    {
      schema: {
        tags,
        summary: 'Payout batches, newest first',
        querystring: batchListQuerySchema,
        response: { 200: success(batchListSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await payroll.list(req.query.state, req.query.offset, req.query.limit),
    }),
  );

  app.get(
    API.payroll.batch,
    {
      schema: {
        tags,
        summary: 'One payout batch: its lines, who drafted, approved, exported',
        params: idParam,
        response: { 200: success(batchSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await payroll.get(req.params.id) }),
  );

  app.post(
    API.payroll.approve,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Approve a Draft batch (ADMIN; with two-person approval on, not the ADMIN who drafted it)',
        params: idParam,
        response: { 200: success(batchSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await payroll.approve(req.params.id, actorOf(req)),
    }),
  );

  app.post(
    API.payroll.cancel,
    {
      schema: {
        tags,
        summary:
          'Cancel a batch. Draft or Approved: its jobs may be batched again. Exported or Partly paid (ADMIN only, 403 for STAFF): with reason and providerOutcome; its pending jobs are let go only when the provider paid nobody (not_sent, rejected_whole_file), else held until results are recorded on it',
        params: idParam,
        body: batchCancelSchema,
        response: { 200: success(batchSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await payroll.cancel(req.params.id, req.body, actorOf(req), req.user!.role),
    }),
  );

  app.get(
    API.payroll.export,
    {
      schema: {
        tags,
        summary:
          'The batch as a bulk-payment file (MTN MoMo, Airtel Money) or bank sheet, CSV; the first export marks it Exported. An MTN file leaves out numbers of Airtel prefixes and an Airtel file MTN ones (references in x-payout-left-out) unless includeMismatched=true',
        params: idParam,
        querystring: batchExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const { fileName, stream, leftOut } = await payroll.exportFile(
        req.params.id,
        req.query.format,
        actorOf(req),
        req.query.includeMismatched,
      );
      if (leftOut.length) reply.header(PAYOUT_LEFT_OUT_HEADER, leftOut.join(','));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );

  app.post(
    API.payroll.linePaid,
    {
      schema: {
        tags,
        summary:
          "A line paid (channel, provider's transaction id) or failed (reason); paid again with the same id changes nothing",
        params: lineIdParam,
        body: linePaidSchema,
        response: { 200: success(batchSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await payroll.markLine(req.params.id, req.params.lineId, req.body, actorOf(req)),
    }),
  );

  app.post(
    API.payroll.results,
    {
      schema: {
        tags,
        summary:
          "The provider's result file (CSV text): each row's line paid or failed, in one transaction; counts and problems",
        params: idParam,
        body: resultsImportSchema,
        response: { 200: success(resultsAnswerSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await payroll.importResults(
        req.params.id,
        req.body.format,
        req.body.content,
        actorOf(req),
      ),
    }),
  );

  app.get(
    API.payroll.nursePay,
    {
      schema: {
        tags,
        summary: "A nurse's pay history: the paid lines, newest first",
        params: idParam,
        response: { 200: success(nursePaySchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await payroll.nursePay(req.params.id) }),
  );

  app.get(
    API.payroll.nurseStatement,
    {
      schema: {
        tags,
        summary: "A nurse's pay statement for a period as a PDF: jobs, total, payments",
        params: idParam,
        querystring: statementQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await payroll.statement(
        req.params.id,
        req.query.from,
        req.query.to,
      );
      await recordAccess(app.database.db, actorOf(req), {
        action: 'export',
        record: 'pay_statement',
        recordId: req.params.id,
        subject: { kind: 'nurse', id: req.params.id },
        detail: `${req.query.from} to ${req.query.to}`,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    API.payroll.settings,
    {
      schema: {
        tags,
        summary: 'Whether a payout batch needs a second ADMIN to approve it',
        response: { 200: success(payrollSettingsSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await payroll.settings() }),
  );

  app.patch(
    API.payroll.settings,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Switch two-person approval of payout batches on or off (ADMIN, audited)',
        body: payrollSettingsUpdateSchema,
        response: { 200: success(payrollSettingsSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await payroll.saveSettings(req.body.twoApprovers, actorOf(req)),
    }),
  );
};
