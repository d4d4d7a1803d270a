import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  accountStatusSchema,
  approveSchema,
  idParam,
  nurseCreateSchema,
  nurseListItemSchema,
  nurseListQuerySchema,
  nurseSchema,
  nurseUpdateSchema,
  okSchema,
  pageQuerySchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { baseVersion } from '../../lib/version.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { sendData } from '../../lib/json-reply.ts';
import { readPictureUpload } from '../../lib/picture-upload.ts';

const tags = ['nurses'];
const listSchema = success(z.array(nurseListItemSchema));

export const nursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const nurses = app.services.nurses;

  app.get(
    API.nurses.list,
    {
      schema: {
        tags,
        summary: 'The care team: status=true approved, status=false unapproved (infinite list)',
        querystring: nurseListQuerySchema,
        response: { 200: listSchema },
      },
    },
    async (req, reply) => {
      const { status, offset, limit } = req.query;
      const verified = status === undefined ? undefined : status === 'true';
      return sendData(reply, await nurses.list(verified, offset, limit));
    },
  );

  app.get(
    API.nurses.all,
    {
      schema: {
        tags,
        summary: 'All nurses, newest first',
        querystring: pageQuerySchema,
        response: { 200: listSchema },
      },
    },
    async (req, reply) =>
      sendData(reply, await nurses.list(undefined, req.query.offset, req.query.limit)),
  );

  app.get(
    API.nurses.one,
    {
      schema: {
        tags,
        summary: 'One nurse with work history, academics and account status',
        params: idParam,
        response: { 200: success(nurseSchema) },
      },
    },
    async (req, reply) => sendData(reply, await nurses.get(req.params.id)),
  );

  app.post(
    API.nurses.list,
    {
      schema: {
        tags,
        summary: 'Create a nurse profile (nurse, work, academics in one transaction)',
        body: nurseCreateSchema,
        response: { 201: success(nurseSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: { status: 'success' as const, data: await nurses.create(req.body, actorOf(req)) },
      })),
  );

  app.put(
    API.nurses.one,
    {
      schema: {
        tags,
        summary: 'Update a nurse profile (validated like a create)',
        params: idParam,
        body: nurseUpdateSchema,
        response: { 200: success(nurseSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await nurses.update(
        req.params.id,
        { ...req.body, updatedAt: baseVersion(req, req.body.updatedAt) },
        actorOf(req),
      ),
    }),
  );

  app.put(
    API.nurses.approve,
    {
      schema: {
        tags,
        summary: 'Approve (verified true) or unapprove (false) a nurse',
        params: idParam,
        body: approveSchema,
        response: { 200: success(nurseListItemSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await nurses.approve(req.params.id, req.body.verified, actorOf(req)),
    }),
  );

  const blockAccount = {
    schema: {
      tags,
      summary:
        "Set a nurse's account status (ACTIVE, BLOCKED, SUSPENDED); creates or updates the record",
      body: accountStatusSchema,
      response: {
        200: success(z.object({ status: z.string(), user_id: z.string(), nurseId: z.number() })),
      },
    },
  };
  for (const method of ['post', 'put'] as const) {
    app[method](API.nurses.blockAccount, blockAccount, async (req) => ({
      status: 'success' as const,
      data: await nurses.setAccountStatus(req.body.nurseId, req.body.status, actorOf(req)),
    }));
  }

  app.delete(
    API.nurses.profile,
    {
      schema: {
        tags,
        summary: 'Delete (soft) a nurse profile',
        params: idParam,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await nurses.remove(req.params.id, actorOf(req));
      return { status: 'success' as const };
    },
  );

  app.post(
    API.nurses.picture,
    {
      schema: {
        tags,
        summary: 'Upload the profile picture (multipart: imageFile, imageName)',
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 200: success(nurseSchema) },
      },
    },
    async (req) => {
      const { bytes } = await readPictureUpload(req);
      return {
        status: 'success' as const,
        data: await nurses.setPicture(req.params.id, bytes, actorOf(req)),
      };
    },
  );
};
