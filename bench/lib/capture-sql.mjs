// Loaded with `node --import` into a separate capture run of the server (never
// into the measured one): records every statement the API sends to
// PostgreSQL, with its parameters and wall-clock start and end, so the SQL
// floor replays exactly what the code runs.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_CAPTURE_SQL;
const now = () => performance.timeOrigin + performance.now();
const original = pg.Client.prototype.query;

pg.Client.prototype.query = function (config, values) {
  if (!file || typeof config?.submit === 'function') return original.apply(this, arguments);
  const text = typeof config === 'string' ? config : config.text;
  const params = Array.isArray(values) ? values : (config.values ?? []);
  const rowMode = typeof config === 'object' ? config.rowMode : undefined;
  // Named statements are prepared once per connection by the server: the floor does the same.
  const name = typeof config === 'object' ? config.name || undefined : undefined;
  const t0 = now();
  const record = () =>
    appendFileSync(
      file,
      `${JSON.stringify({ name, text, values: params, rowMode, t0, t1: now() })}\n`,
    );
  const args = [...arguments];
  const cb = args.findIndex((a) => typeof a === 'function');
  if (cb >= 0) {
    const done = args[cb];
    args[cb] = (...r) => {
      record();
      return done(...r);
    };
    return original.apply(this, args);
  }
  const out = original.apply(this, args);
  return out && typeof out.then === 'function' ? out.finally(record) : out;
};
