import {
  CUSTOMER_LANGUAGES,
  type CareMessage,
  type CareMessageCategory,
  type CustomerLanguage,
} from '@app/contract';

// Issue 42: how the library names a message's week and its languages.

/** The languages written by staff (English is shipped and always there). */
export const TRANSLATIONS = CUSTOMER_LANGUAGES.filter(
  (l): l is Exclude<CustomerLanguage, 'en'> => l !== 'en',
);

/** "Week 20 of pregnancy", "Baby 10 weeks", "Week 2 after the birth", "Reminder, the day before". */
export function weekLabel(category: CareMessageCategory, week: number): string {
  switch (category) {
    case 'Pregnancy':
      return `Week ${week} of pregnancy`;
    case 'Postnatal':
      return week === 0 ? 'The week of the birth' : `Week ${week} after the birth`;
    case 'Baby':
      return week === 0 ? 'Baby, newborn' : `Baby ${week} ${week === 1 ? 'week' : 'weeks'}`;
    case 'Reminder':
      return 'Reminder, the day before';
  }
}

/** A message's week, and its place when its week has several ("Week 20 of pregnancy · 2 of 3"). */
export function messageLabel(message: CareMessage, all: readonly CareMessage[]): string {
  const label = weekLabel(message.category, message.week);
  const same = all.filter((m) => m.category === message.category && m.week === message.week);
  if (same.length < 2) return label;
  return `${label} · ${same.findIndex((m) => m.id === message.id) + 1} of ${same.length}`;
}

/** A message's text in a language, if written. */
export const textIn = (message: CareMessage, language: CustomerLanguage) =>
  message.texts.find((t) => t.language === language);

/** How many messages have no text in each language ("Luganda: 87 missing"). */
export function missingCounts(messages: readonly CareMessage[]) {
  return TRANSLATIONS.map((language) => ({
    language,
    count: messages.filter((m) => m.missing.includes(language)).length,
  }));
}

/** "10:00": an hour of the day, Kampala time. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
