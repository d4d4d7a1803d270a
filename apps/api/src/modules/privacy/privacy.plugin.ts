import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { accessRoutes } from './access.routes.ts';
import { createAccessService, type AccessService } from './access.service.ts';
import { createErasureService, type ErasureService } from './erasure.service.ts';
import { registerFileSweep } from './file-sweep.service.ts';
import { objectionRoutes } from './objection.routes.ts';
import { createObjectionService, type ObjectionService } from './objection.service.ts';
import { retentionRoutes } from './retention.routes.ts';
import { createRetentionService, type RetentionService } from './retention.service.ts';
import { subjectRoutes } from './subject.routes.ts';
import { createSubjectService, type SubjectService } from './subject.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    /** Issue 26: reads of health data and bulk exports, as the Admin screen lists them. */
    accessLog: AccessService;
    /** Issue 26: a person's data erased (on request or by the retention run). */
    erasure: ErasureService;
    /** Issue 26: a person's data exported. */
    subjects: SubjectService;
    retention: RetentionService;
    objection: ObjectionService;
  }
}

/**
 * Personal data (issue 26): a person's data exported and erased on request
 * (subject), reads of health data and bulk exports accounted for (access),
 * the retention policy and its daily run (retention), objections to
 * marketing (objection); files no row names swept (issue 39).
 */
export const privacyModule = fp(
  async (app) => {
    const { db } = app.database;
    const erasure = createErasureService({
      db,
      pictures: app.pictures,
      documents: app.documents,
      push: app.push,
      queue: app.queue,
    });
    const retention = createRetentionService({
      db,
      erasure,
      log: app.log,
      sessionIdleMs: app.config.SESSION_IDLE_MS,
    });
    provide(app, 'erasure', erasure);
    provide(app, 'retention', retention);
    provide(app, 'accessLog', createAccessService(db));
    provide(app, 'objection', createObjectionService({ db, push: app.push, log: app.log }));
    provide(
      app,
      'subjects',
      createSubjectService({
        db,
        pictures: app.pictures,
        documents: app.documents,
        serviceDetails: () => app.services.settings.effective(),
      }),
    );
    await registerFileSweep(app.queue, { db, files: app.files, log: app.log });
    await retention.register(app.queue);
    await app.register(subjectRoutes);
    await app.register(accessRoutes);
    await app.register(retentionRoutes);
    await app.register(objectionRoutes);
  },
  { name: 'privacy', dependencies: ['core', 'integrations', 'queue', 'settings'] },
);
