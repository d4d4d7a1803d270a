import fp from 'fastify-plugin';
import { accessRoutes } from './access.routes.ts';
import { registerFileSweep } from './file-sweep.ts';
import { objectionRoutes } from './objection.routes.ts';
import { retentionRoutes } from './retention.routes.ts';
import { subjectRoutes } from './subject.routes.ts';

/**
 * Personal data (issue 26): a person's data exported and erased on request
 * (subject), reads of health data and bulk exports accounted for (access),
 * the retention policy and its daily run (retention), objections to
 * marketing (objection).
 */
export const privacyModule = fp(
  async (app) => {
    await registerFileSweep(app.queue, { db: app.database.db, files: app.files, log: app.log });
    await app.register(subjectRoutes);
    await app.register(accessRoutes);
    await app.register(retentionRoutes);
    await app.register(objectionRoutes);
  },
  { name: 'privacy', dependencies: ['core', 'integrations', 'queue', 'settings'] },
);
