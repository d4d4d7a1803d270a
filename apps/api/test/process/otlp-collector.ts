import http from 'node:http';

// A small OTLP/HTTP trace receiver for the tests (issue 39): the spans a
// server posts to /v1/traces as JSON (OTEL_EXPORTER_OTLP_PROTOCOL=http/json),
// flattened, and every request it got at all.

export type Span = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
  service: string;
  attributes: Record<string, string | number | boolean>;
};
/** OTLP's span kinds. */
export const SERVER = 2;
export const CONSUMER = 5;

type Value = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
const flat = (attrs: { key: string; value: Value }[] = []) =>
  Object.fromEntries(
    attrs.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue !== undefined ? Number(value.intValue) : value.boolValue!),
    ]),
  );

/** An OTLP/HTTP trace receiver: every span posted to /v1/traces, and every request at all. */
export function startCollector(port: number) {
  const spans: Span[] = [];
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      if (req.url === '/v1/traces' && req.headers['content-type'] === 'application/json') {
        for (const rs of JSON.parse(body).resourceSpans ?? []) {
          const service = String(flat(rs.resource?.attributes)['service.name']);
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? [])
              spans.push({ ...s, scope: ss.scope?.name, service, attributes: flat(s.attributes) });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    spans,
    requests,
    listening,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
