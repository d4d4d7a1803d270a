import { SMS_EVENTS, SMS_PLACEHOLDERS, type SmsEvent, type SmsTemplate } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { changedFields } from '../../lib/diff.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { createSmsRepo, type TemplateRow } from './sms.repo.ts';

/** The automatic messages' templates (Admin, issue 24). */
export function createSmsTemplates(deps: { db: Db }) {
  const repo = createSmsRepo(deps.db);
  return {
    async templates(): Promise<SmsTemplate[]> {
      const rows = await repo.templates();
      return SMS_EVENTS.flatMap((event) => {
        const t = rows.find((r) => r.event === event);
        return t ? [toTemplate(t)] : [];
      });
    },

    async saveTemplate(event: SmsEvent, text: string, enabled: boolean, actor: Actor) {
      const before = await repo.template(event);
      await deps.db.transaction(async (tx) => {
        await createSmsRepo(tx).saveTemplate(event, text, enabled, actor.id);
        await audit(tx, actor, {
          action: 'update',
          entity: 'sms_template',
          entityId: event,
          // What changed, the text included (issue 9: an update's before and after).
          summary: changedFields(
            { text: before?.text ?? null, enabled: before?.enabled ?? null },
            { text, enabled },
            ['text', 'enabled'],
          ),
        });
      });
      const saved = (await repo.templates()).find((r) => r.event === event);
      return toTemplate(saved!);
    },
  };
}

export type SmsTemplates = ReturnType<typeof createSmsTemplates>;

const toTemplate = (t: TemplateRow): SmsTemplate => ({
  event: t.event as SmsEvent,
  text: t.text,
  enabled: t.enabled,
  placeholders: Object.entries(SMS_PLACEHOLDERS[t.event as SmsEvent]).map(
    ([name, description]) => ({ name, description }),
  ),
  updatedAt: t.updatedAt?.toISOString() ?? null,
  updatedByName: t.updatedByName,
});
