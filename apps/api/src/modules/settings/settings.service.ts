import type { ServiceDetails, ServiceSettings } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { changedFields } from '../../lib/diff.ts';
import { createSettingsRepo, SETTINGS_ROW } from './settings.repo.ts';

type Details = Pick<ServiceSettings, 'servicePhone' | 'serviceEmail'> & {
  serviceName: string | null;
};
const KEYS = ['serviceName', 'servicePhone', 'serviceEmail'] as const;

/**
 * The provider's name, phone and e-mail (issue 21.16): what an ADMIN set in
 * Admin, else the environment's SERVICE_* value, else nothing (the printed
 * papers leave the line out rather than print a placeholder).
 */
export function createSettingsService(deps: {
  db: Db;
  defaults: { serviceName: string; servicePhone?: string; serviceEmail?: string };
}) {
  const defaults: ServiceSettings = {
    serviceName: deps.defaults.serviceName,
    servicePhone: deps.defaults.servicePhone || null,
    serviceEmail: deps.defaults.serviceEmail || null,
  };

  const stored = (db: Db = deps.db) => createSettingsRepo(db).get();

  async function details(db: Db = deps.db): Promise<ServiceDetails> {
    const row = await stored(db);
    return {
      serviceName: row?.serviceName ?? null,
      servicePhone: row?.servicePhone ?? null,
      serviceEmail: row?.serviceEmail ?? null,
      defaults,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    details: () => details(),

    /** What printed papers show. */
    async effective(): Promise<ServiceSettings> {
      const row = await stored();
      return {
        serviceName: row?.serviceName ?? defaults.serviceName,
        servicePhone: row?.servicePhone ?? defaults.servicePhone,
        serviceEmail: row?.serviceEmail ?? defaults.serviceEmail,
      };
    },

    /** ADMIN only (the route); audited with what changed. */
    async update(input: Details, actor: Actor): Promise<ServiceDetails> {
      return deps.db.transaction(async (tx) => {
        const before = await stored(tx);
        const values = { ...input, updatedAt: new Date(), updatedBy: actor.id };
        await createSettingsRepo(tx).save(values);
        const was: Details = {
          serviceName: before?.serviceName ?? null,
          servicePhone: before?.servicePhone ?? null,
          serviceEmail: before?.serviceEmail ?? null,
        };
        await audit(tx, actor, {
          action: 'update',
          entity: 'service_settings',
          entityId: SETTINGS_ROW,
          summary: changedFields(was, input, [...KEYS]),
        });
        return details(tx);
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
