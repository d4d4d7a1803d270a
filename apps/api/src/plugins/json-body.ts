import { errorCodes, type FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';
import { MAX_JSON_DEPTH, TOO_DEEP, tooDeepAt } from './json-depth.ts';
import { OFF_LOOP_BYTES, parseOffLoop } from './json-off-loop.ts';
export { MAX_JSON_DEPTH, TOO_DEEP, tooDeepAt } from './json-depth.ts';

const tooDeep = () => badRequest(TOO_DEEP, { _: `At most ${MAX_JSON_DEPTH} levels of [ and {` });

/**
 * The application/json parser: Fastify's own (prototype poisoning refused),
 * after an empty body is read as no body (SPEC 7: clients send Content-Type
 * JSON on bodiless POSTs and DELETEs) and a body nested deeper than
 * MAX_JSON_DEPTH is refused with 400 before anything parses it. A body over
 * OFF_LOOP_BYTES (a statement upload) is all of that on the JSON worker
 * (json-off-loop.ts), with the same answers.
 */
export function useJsonBodyParser(app: FastifyInstance, { maxDepth = MAX_JSON_DEPTH } = {}) {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Read as bytes, decoded once: a 15 MB body read as text came as hundreds
  // of 64 KB strings for the young generation to copy (issue 36).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    if (typeof body !== 'string' && body.length > OFF_LOOP_BYTES) {
      parseOffLoop(body, maxDepth).then((o) => {
        if (o.kind === 'value') done(null, o.value);
        else if (o.kind === 'empty') done(null, undefined);
        else if (o.kind === 'deep') done(tooDeep(), undefined);
        else done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      }, done);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    if (tooDeepAt(text, maxDepth) !== -1) return done(tooDeep(), undefined);
    return defaultJson(req, text, done);
  });
}
