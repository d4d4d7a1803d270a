import type { FastifyRequest } from 'fastify';

/**
 * The origin of every absolute address the product gives out (callbacks,
 * feeds, links; issue 39): PUBLIC_URL when it is set, whatever the request
 * says of itself (behind a proxy its scheme may be http, and its Host header
 * is the client's to write). Unset, the request's own scheme and host.
 */
export function publicOrigin(
  config: { PUBLIC_URL?: string | undefined },
  req: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  return config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;
}

/** The host name of `publicOrigin` (ids that name the service); 'localhost' for a Host that is no host. */
export function publicHost(
  config: { PUBLIC_URL?: string | undefined },
  req: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  try {
    return new URL(publicOrigin(config, req)).hostname;
  } catch {
    return 'localhost';
  }
}
