import {
  CARE_MESSAGE_MESSAGES,
  CUSTOMER_LANGUAGES,
  DEFAULT_CARE_MESSAGE_SETTINGS,
  SHIPPED_CARE_MESSAGES,
  careMessageProblem,
  renderCareMessage,
  CARE_MESSAGE_EXAMPLE,
  smsLength,
  SMS_MAX_SEGMENTS,
  type CareMessage,
  type CareMessageCategory,
  type CareMessageSettings,
  type CustomerLanguage,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import {
  createCareMessagesRepo,
  type MessageRow,
  type SettingsRow,
  type TextRow,
} from './care-messages.repo.ts';

const toMessage = (m: MessageRow, texts: readonly TextRow[]): CareMessage => {
  const own = CUSTOMER_LANGUAGES.flatMap((l) => texts.filter((t) => t.language === l));
  return {
    id: m.id,
    category: m.category,
    week: m.week,
    position: m.position,
    texts: own.map((t) => ({
      language: t.language,
      text: t.text,
      updated_at: t.updatedAt.toISOString(),
      updated_by_name: t.updatedByName,
    })),
    missing: CUSTOMER_LANGUAGES.filter((l) => !own.some((t) => t.language === l)),
  };
};

const toSettings = (s: SettingsRow | undefined): CareMessageSettings => ({
  enabled: s?.enabled ?? DEFAULT_CARE_MESSAGE_SETTINGS.enabled,
  per_week: s?.perWeek ?? DEFAULT_CARE_MESSAGE_SETTINGS.per_week,
  hour: s?.hour ?? DEFAULT_CARE_MESSAGE_SETTINGS.hour,
  updated_at: s?.updatedAt?.toISOString() ?? null,
  updated_by_name: s?.updatedByName ?? null,
});

/** A translation's text checked as the English one is (the contract checks the English on create). */
function textProblem(text: string, category: CareMessageCategory): string | null {
  const problem = careMessageProblem(text, category);
  if (problem) return problem;
  return smsLength(renderCareMessage(text, 'en', CARE_MESSAGE_EXAMPLE)).segments > SMS_MAX_SEGMENTS
    ? CARE_MESSAGE_MESSAGES.tooLong
    : null;
}

/**
 * Issue 42 (ADR 057): the library of messages for each week. ADMIN adds and
 * deletes messages and sets the sending rules; any staff member writes a
 * message's text in a language (a translator), at the version she read.
 */
export function createCareMessagesService(deps: { db: Db }) {
  const repo = createCareMessagesRepo(deps.db);

  async function one(id: number): Promise<CareMessage> {
    const m = await repo.message(id);
    if (!m) throw notFound(CARE_MESSAGE_MESSAGES.notFound);
    return toMessage(m, await repo.textsOf([id]));
  }

  return {
    one,

    async list(f: { category?: CareMessageCategory; missing?: CustomerLanguage }) {
      const messages = await repo.messages(f);
      const texts = await repo.textsOf(messages.map((m) => m.id));
      return messages.map((m) =>
        toMessage(
          m,
          texts.filter((t) => t.messageId === m.id),
        ),
      );
    },

    async create(
      body: { category: CareMessageCategory; week: number; text: string },
      actor: Actor,
    ) {
      const row = await deps.db.transaction(async (tx) => {
        const created = await createCareMessagesRepo(tx).create(body, actor.id);
        await audit(tx, actor, {
          action: 'create',
          entity: 'care_message',
          entityId: created.id,
          summary: { after: { category: body.category, week: body.week, en: body.text } },
        });
        return created;
      });
      return one(row.id);
    },

    /** One language's text; empty removes a translation (never the English). */
    async saveText(
      id: number,
      language: CustomerLanguage,
      body: { text: string; updated_at?: string | null | undefined },
      actor: Actor,
    ) {
      const message = await repo.message(id);
      if (!message) throw notFound(CARE_MESSAGE_MESSAGES.notFound);
      const [before] = (await repo.textsOf([id])).filter((t) => t.language === language);
      if (!body.text && language === 'en')
        throw badRequest(CARE_MESSAGE_MESSAGES.englishRequired, {
          text: CARE_MESSAGE_MESSAGES.englishRequired,
        });
      if (body.text) {
        const problem = textProblem(body.text, message.category);
        if (problem) throw badRequest(problem, { text: problem });
      }
      if (!body.text && !before) return one(id);
      if (body.text === before?.text) return one(id);
      // No version sent: based on what is stored now (a script, an old client).
      const version =
        body.updated_at === undefined ? (before?.updatedAt.toISOString() ?? null) : body.updated_at;
      await deps.db.transaction(async (tx) => {
        const txRepo = createCareMessagesRepo(tx);
        const done = body.text
          ? await txRepo.saveText(id, language, body.text, actor.id, version)
          : await txRepo.removeText(id, language, version);
        if (!done) throw conflict(CARE_MESSAGE_MESSAGES.stale);
        await audit(tx, actor, {
          action: body.text ? 'update' : 'delete',
          entity: 'care_message_text',
          entityId: `${id}:${language}`,
          summary: { before: { text: before?.text ?? null }, after: { text: body.text || null } },
        });
      });
      return one(id);
    },

    async remove(id: number, actor: Actor) {
      const before = await one(id);
      await deps.db.transaction(async (tx) => {
        if (!(await createCareMessagesRepo(tx).remove(id)))
          throw notFound(CARE_MESSAGE_MESSAGES.notFound);
        await audit(tx, actor, {
          action: 'delete',
          entity: 'care_message',
          entityId: id,
          summary: {
            before: {
              category: before.category,
              week: before.week,
              en: before.texts.find((t) => t.language === 'en')?.text ?? null,
            },
          },
        });
      });
    },

    settings: async () => toSettings(await repo.settings()),

    async saveSettings(body: { enabled: boolean; per_week: number; hour: number }, actor: Actor) {
      const before = toSettings(await repo.settings());
      await deps.db.transaction(async (tx) => {
        await createCareMessagesRepo(tx).saveSettings(
          { enabled: body.enabled, perWeek: body.per_week, hour: body.hour },
          actor.id,
        );
        await audit(tx, actor, {
          action: 'update',
          entity: 'care_message_settings',
          entityId: 1,
          summary: {
            before: { enabled: before.enabled, per_week: before.per_week, hour: before.hour },
            after: body,
          },
        });
      });
      return toSettings(await repo.settings());
    },

    /** The shipped English library, written the first time the server starts with this area. */
    fillLibrary: (at?: Date) =>
      deps.db.transaction((tx) => createCareMessagesRepo(tx).fillOnce(SHIPPED_CARE_MESSAGES, at)),
  };
}

export type CareMessagesService = ReturnType<typeof createCareMessagesService>;
