import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export type DrainOptions = {
  /** Bytes of an unread body read and thrown away before the answer; more: the socket is cut. */
  maxBytes?: number;
  /** How long to wait for the rest of the body. */
  maxMs?: number;
};

/**
 * Reads and throws away what is left of a request body, up to `maxBytes` or
 * `maxMs`: true when the body ended, false when a bound was reached first.
 */
export function drainBody(
  raw: IncomingMessage,
  { maxBytes = 8 * 1024 * 1024, maxMs = 5_000 }: DrainOptions = {},
): Promise<boolean> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.removeListener('data', onData);
      raw.removeListener('end', onEnd);
      raw.removeListener('error', onStop);
      raw.removeListener('close', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer | string) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onStop = () => finish(false);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(onStop, maxMs);
    timer.unref();
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onStop);
    raw.on('close', onClose);
    raw.resume();
  });
}

/**
 * An answer sent before its request body has all arrived (413 on a too-large
 * body, 401 before a body is read) waits until the rest of the body is read
 * and thrown away, within bounds. Node closes the socket after an answer with
 * `Connection: close`; closing it with unread bytes in it makes the kernel
 * send a reset, and a client still writing its body (Node's http without
 * `Expect: 100-continue`, curl, most libraries) then gets EPIPE or ECONNRESET
 * and never reads the 413. A body that runs past the bounds is cut as before.
 */
export const drainRefusedBody = fp<DrainOptions>(async (app, opts) => {
  // A callback hook: the common case (the body was read) costs no promise.
  app.addHook('onSend', (req, _reply, payload, done) => {
    const raw = req.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) return done(null, payload);
    void drainBody(raw, opts).then(() => done(null, payload));
  });
});
