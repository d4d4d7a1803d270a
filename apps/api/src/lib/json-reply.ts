import type { FastifyReply } from 'fastify';
import type { JsonText } from '../db/json.ts';

/**
 * Answers `{"status":"success","data":…}` with data the database already wrote
 * as JSON (db/json.ts). A string with a JSON content type is sent as it is:
 * Fastify neither parses nor serialises it again.
 */
export function sendData(reply: FastifyReply, data: JsonText) {
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"status":"success","data":${data.json}}` as never);
}
