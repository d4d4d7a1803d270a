import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { CareMessageCategory, CustomerLanguage } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  careMessageSettings,
  careMessageTexts,
  careMessages,
  staffUsers,
} from '../../db/schema/index.ts';
import { atVersion } from '../../lib/version.ts';

export type MessageRow = typeof careMessages.$inferSelect;
export type TextRow = typeof careMessageTexts.$inferSelect & { updatedByName: string | null };
export type SettingsRow = typeof careMessageSettings.$inferSelect & {
  updatedByName: string | null;
};

const nameOf = (col: typeof careMessageTexts.updatedBy | typeof careMessageSettings.updatedBy) =>
  sql<
    string | null
  >`(SELECT ${staffUsers.name} FROM ${staffUsers} WHERE ${staffUsers.id} = ${col})`;

/** The library of messages for each week, its texts, its settings (issue 42, ADR 057). */
export function createCareMessagesRepo(db: Db) {
  return {
    /** The messages (of a group; with no text in `missing`), by group, week and place. */
    messages: (f: { category?: CareMessageCategory; missing?: CustomerLanguage }) =>
      db
        .select()
        .from(careMessages)
        .where(
          and(
            f.category ? eq(careMessages.category, f.category) : undefined,
            f.missing
              ? notExists(
                  db
                    .select({ one: sql`1` })
                    .from(careMessageTexts)
                    .where(
                      and(
                        eq(careMessageTexts.messageId, careMessages.id),
                        eq(careMessageTexts.language, f.missing),
                      ),
                    ),
                )
              : undefined,
          ),
        )
        .orderBy(
          sql`array_position(ARRAY['Pregnancy','Postnatal','Baby','Reminder'], ${careMessages.category})`,
          asc(careMessages.week),
          asc(careMessages.position),
        ),

    message: async (id: number): Promise<MessageRow | undefined> =>
      (await db.select().from(careMessages).where(eq(careMessages.id, id)))[0],

    textsOf: (ids: readonly number[]): Promise<TextRow[]> =>
      ids.length
        ? db
            .select({
              messageId: careMessageTexts.messageId,
              language: careMessageTexts.language,
              text: careMessageTexts.text,
              updatedBy: careMessageTexts.updatedBy,
              updatedAt: careMessageTexts.updatedAt,
              updatedByName: nameOf(careMessageTexts.updatedBy),
            })
            .from(careMessageTexts)
            .where(inArray(careMessageTexts.messageId, [...ids]))
        : Promise.resolve([]),

    /** A message at the end of its week's list, with its English text. */
    async create(
      m: { category: CareMessageCategory; week: number; text: string },
      staffId: string | null,
    ) {
      const [row] = await db
        .insert(careMessages)
        .values({
          category: m.category,
          week: m.week,
          position: sql`(SELECT coalesce(max(${careMessages.position}), 0) + 1 FROM ${careMessages}
            WHERE ${careMessages.category} = ${m.category} AND ${careMessages.week} = ${m.week})`,
          createdBy: staffId,
        })
        .returning();
      await db
        .insert(careMessageTexts)
        .values({ messageId: row!.id, language: 'en', text: m.text, updatedBy: staffId });
      return row!;
    },

    /**
     * Writes one language's text at `version` (null: none was written yet);
     * false when someone wrote it meanwhile.
     */
    async saveText(
      id: number,
      language: CustomerLanguage,
      text: string,
      staffId: string | null,
      version: string | null | undefined,
    ): Promise<boolean> {
      if (version === null) {
        const rows = await db
          .insert(careMessageTexts)
          .values({ messageId: id, language, text, updatedBy: staffId })
          .onConflictDoNothing()
          .returning({ id: careMessageTexts.messageId });
        return rows.length > 0;
      }
      const rows = await db
        .update(careMessageTexts)
        .set({ text, updatedBy: staffId, updatedAt: sql`now()` })
        .where(
          and(
            eq(careMessageTexts.messageId, id),
            eq(careMessageTexts.language, language),
            atVersion(careMessageTexts.updatedAt, version ?? undefined),
          ),
        )
        .returning({ id: careMessageTexts.messageId });
      return rows.length > 0;
    },

    /** Removes a translation at `version`; false when it moved on or is gone. */
    async removeText(id: number, language: CustomerLanguage, version: string | null | undefined) {
      const rows = await db
        .delete(careMessageTexts)
        .where(
          and(
            eq(careMessageTexts.messageId, id),
            eq(careMessageTexts.language, language),
            atVersion(careMessageTexts.updatedAt, version ?? undefined),
          ),
        )
        .returning({ id: careMessageTexts.messageId });
      return rows.length > 0;
    },

    async remove(id: number) {
      const rows = await db
        .delete(careMessages)
        .where(eq(careMessages.id, id))
        .returning({ id: careMessages.id });
      return rows.length > 0;
    },

    async settings(): Promise<SettingsRow | undefined> {
      const [row] = await db
        .select({
          ...careMessageSettingsColumns,
          updatedByName: nameOf(careMessageSettings.updatedBy),
        })
        .from(careMessageSettings)
        .where(eq(careMessageSettings.id, 1));
      return row;
    },

    async saveSettings(
      s: { enabled: boolean; perWeek: number; hour: number },
      staffId: string | null,
    ) {
      await db
        .insert(careMessageSettings)
        .values({ id: 1, ...s, updatedBy: staffId, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: careMessageSettings.id,
          set: { ...s, updatedBy: staffId, updatedAt: sql`now()` },
        });
    },

    /**
     * Writes the shipped library once: the settings row is taken first (two
     * servers starting together: one takes it, the other writes nothing);
     * false when it was written before (an ADMIN's deletions stay deleted).
     * `at` dates the rows (the demo seed's moment); the clock when absent.
     */
    async fillOnce(
      shipped: readonly { category: CareMessageCategory; week: number; text: string }[],
      at?: Date,
    ) {
      const when = at ?? sql`now()`;
      const [taken] = await db
        .insert(careMessageSettings)
        .values({ id: 1, libraryFilledAt: when })
        .onConflictDoUpdate({
          target: careMessageSettings.id,
          set: { libraryFilledAt: when },
          where: sql`${careMessageSettings.libraryFilledAt} IS NULL`,
        })
        .returning({ id: careMessageSettings.id });
      if (!taken || !shipped.length) return false;
      const positions = new Map<string, number>();
      const messages = await db
        .insert(careMessages)
        .values(
          shipped.map((m) => {
            const key = `${m.category}:${m.week}`;
            const position = (positions.get(key) ?? 0) + 1;
            positions.set(key, position);
            return {
              category: m.category,
              week: m.week,
              position,
              createdAt: when,
              updatedAt: when,
            };
          }),
        )
        .onConflictDoNothing()
        .returning({
          id: careMessages.id,
          category: careMessages.category,
          week: careMessages.week,
          position: careMessages.position,
        });
      const textOf = new Map<string, string>();
      positions.clear();
      for (const m of shipped) {
        const key = `${m.category}:${m.week}`;
        const position = (positions.get(key) ?? 0) + 1;
        positions.set(key, position);
        textOf.set(`${key}:${position}`, m.text);
      }
      if (messages.length)
        await db.insert(careMessageTexts).values(
          messages.map((m) => ({
            messageId: m.id,
            language: 'en' as const,
            text: textOf.get(`${m.category}:${m.week}:${m.position}`)!,
            updatedAt: when,
          })),
        );
      return true;
    },
  };
}

const careMessageSettingsColumns = {
  id: careMessageSettings.id,
  enabled: careMessageSettings.enabled,
  perWeek: careMessageSettings.perWeek,
  hour: careMessageSettings.hour,
  libraryFilledAt: careMessageSettings.libraryFilledAt,
  updatedBy: careMessageSettings.updatedBy,
  updatedAt: careMessageSettings.updatedAt,
};

export type CareMessagesRepo = ReturnType<typeof createCareMessagesRepo>;
