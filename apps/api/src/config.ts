import { z } from 'zod';
import { paymentsConfigProblems, paymentsConfigShape } from './config-payments.ts';

// Configuration from the environment (API.md). A bad value stops the start-up
// with every offending key listed, rather than failing later at random.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: bool.optional(),
  SESSION_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 3600_000),
  SESSION_IDLE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60_000),
  /**
   * How long a server keeps a session it looked up, so requests need not ask
   * the database who sent them (ADR 020); changes reach it at once. 0: off.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * How many answers of the busiest shared views (the schedule's pages) a
   * server keeps while their data is unchanged (ADR 055). 0: off.
   */
  ANSWER_CACHE_ENTRIES: z.coerce.number().int().min(0).default(64),
  PARTNER_ID: z.string().min(1).optional(),
  FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
  /** HMAC key for one-time codes; generated and kept in DATA_DIR when unset. */
  APP_SECRET: z.string().min(32).optional(),
  /** Sign-in rate limits in Redis instead of the database (ADR 011). */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of this deployment's Redis keys, when several share one Redis. */
  REDIS_PREFIX: z.string().default('care:'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Hosts whose https: pictures a shop order's products may show, besides
   * our own stored pictures (comma-separated host names; none by default).
   */
  PICTURE_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
            'comma-separated host names, e.g. images.example.org',
          ),
      ),
    ),
  /**
   * The provider's name, phone and e-mail printed on care cards and orders:
   * the defaults of Admin's service details (issue 21.16). No placeholder
   * contact: unset, printed papers leave the line out.
   */
  SERVICE_NAME: z.string().default('Maternal & Home Care Services Uganda'),
  SERVICE_PHONE: z.string().optional(),
  SERVICE_EMAIL: z.string().optional(),
  /**
   * SMS through Africa's Talking (issue 24): its username and API key (both,
   * or neither: then every SMS goes to the local outbox), and the sender id
   * it registered for us (optional: the gateway's default otherwise).
   */
  AT_USERNAME: z.string().min(1).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  AT_SENDER_ID: z.string().min(1).max(11).optional(),
  /** The price of one SMS part in UGX, for the composer's cost estimate. */
  SMS_PRICE_UGX: z.coerce.number().min(0).max(10_000).default(35),
  /**
   * The key in the gateway's callback URLs (delivery reports, replies);
   * generated and kept in DATA_DIR when unset.
   */
  SMS_CALLBACK_KEY: z.string().min(16).optional(),
  /**
   * Whether this server runs the queue's workers (SMS sends, the 08:00
   * reminders). Off on a server that should only take requests: the others
   * send what it queues.
   */
  QUEUE_WORKERS: bool.default(true),
  /**
   * Issue 37: whether the late and missed visit alerts run every minute on
   * the queue. The API's tests set it off and run them at a given time.
   */
  VISIT_ALERTS: bool.default(true),
  /**
   * Where people open this service (e.g. https://care.example.ug), for links
   * in mail sent without a request (the daily licence digest, issue 27).
   * Unset: the mail gives the screen's path alone.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Issue 39: the proxy in front of the servers, whose X-Forwarded-For and
   * X-Forwarded-Proto are believed: its addresses and networks
   * ("10.0.0.2,10.0.1.0/24", or proxy-addr's "loopback"). Unset: no proxy,
   * every client is who it connects from. "true" (believe anyone) and a hop
   * count (which cannot tell the proxy from a client; Fastify 5 believes no
   * one then) are refused: a client could name any address and dodge limits.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((v) => !/^(true|yes|on|\*|\d+)$/i.test(v), {
      message:
        "TRUST_PROXY names the proxy's addresses or networks, never every client nor a hop count",
    })
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .optional(),
  /**
   * Issue 39: the PostgreSQL connections one server keeps at most (N servers
   * need N times it). At least 2: the start-up's migration lock holds one
   * while the migrations run on another. Unset: 10 on DATABASE_URL's
   * PostgreSQL, 4 on the embedded one, which shares the machine's cores and
   * memory with this server (issue 40, ADR 052: four held the product under
   * 300 MB with the reads' pace unchanged).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).optional(),
  /**
   * Issue 39: where files (pictures, licence copies) are kept: this server's
   * disk under DATA_DIR (the default), or an S3-compatible object store
   * (AWS S3, Cloudflare R2, MinIO, Wasabi) that every server shares.
   */
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The store's address, for anything but AWS (e.g. https://<account>.r2.cloudflarestorage.com). */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key (MinIO, most local stores). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Put before every key, when several deployments share a bucket (e.g. "care/"). */
  S3_PREFIX: z.string().default(''),
  /** Issue 39: Prometheus metrics on this port (GET /metrics), apart from the API. Unset: off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Issue 39: OpenTelemetry traces go here (OTLP over HTTP). Unset: tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('care-api'),
  ...paymentsConfigShape,
});

export type Config = z.infer<typeof configSchema> & { DATABASE_POOL_MAX: number };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = configSchema
    .refine((c) => !c.AT_USERNAME === !c.AT_API_KEY, {
      path: ['AT_API_KEY'],
      message: 'AT_USERNAME and AT_API_KEY go together: set both, or neither for the outbox',
    })
    .refine((c) => c.FILE_STORE !== 's3' || c.S3_BUCKET, {
      path: ['S3_BUCKET'],
      message: 'FILE_STORE=s3 needs the bucket: set S3_BUCKET',
    })
    .refine((c) => !c.S3_ACCESS_KEY_ID === !c.S3_SECRET_ACCESS_KEY, {
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither',
    })
    .superRefine((c, ctx) => {
      for (const p of paymentsConfigProblems(c))
        ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
    })
    .safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return { ...c, DATABASE_POOL_MAX: c.DATABASE_POOL_MAX ?? (c.DATABASE_URL ? 10 : 4) };
}
