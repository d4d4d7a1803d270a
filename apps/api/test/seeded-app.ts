import { seedDemo } from '../src/demo-seed.ts';
import type { OpenApiDocument } from './fuzz/operations.ts';
import { createTestApp } from './helpers.ts';

/** An app on a demo-seeded database, a signed-in ADMIN, and the OpenAPI document. */
export async function seededApp(email: string) {
  const t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
  await seedDemo(t.db, { seed: 11 });
  await t.createStaff({ email, role: 'ADMIN' });
  const admin = (await t.signIn(email)).headers;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  return { t, admin, doc: doc as OpenApiDocument };
}
