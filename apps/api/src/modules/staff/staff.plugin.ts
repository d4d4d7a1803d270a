import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { staffRoutes } from './staff.routes.ts';
import { createStaffService, type StaffService } from './staff.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    staff: StaffService;
  }
}

/** Staff administration and the audit log; a change to someone ends or refreshes their sessions. */
export const staffModule = fp(
  async (app) => {
    const { auth } = app.services;
    provide(
      app,
      'staff',
      createStaffService({
        db: app.database.db,
        revokeSessions: (id) => auth.revokeUserSessions(id),
        staffChanged: (id) => auth.staffChanged(id),
      }),
    );
    await app.register(staffRoutes);
  },
  { name: 'staff', dependencies: ['core', 'auth'] },
);
